import Prex

/// Applies detail actions to the detail state.
package struct DetailMutation: Mutation {
    /// Creates the mutation.
    package init() {}

    /// Applies `action` to `state`.
    package func mutate(action: DetailAction, state: inout DetailState) {
        switch action {
        case .refreshStarted(let request):
            state.details.start(request)
        case .refreshed(let request, let repository):
            if state.details.finish(request, with: .success(repository)) {
                state.repository = repository
            }
        case .refreshFailed(let request, let error):
            state.details.finish(request, with: .failure(error))
        case .refreshCancelled(let request):
            state.details.cancel(request)
        case .starTapped, .starFailed:
            break
        }
    }
}
