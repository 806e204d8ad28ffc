import Prex

/// Applies an owner screen's actions to its state.
package struct OwnerMutation: Mutation {
    /// Creates the mutation.
    package init() {}

    /// Applies `action` to `state`.
    package func mutate(action: OwnerAction, state: inout OwnerState) {
        switch action {
        case .loadStarted(let request):
            state.repositories.start(request)
        case .loaded(let request, let repositories):
            state.repositories.finish(request, with: .success(repositories))
        case .loadFailed(let request, let error):
            state.repositories.finish(request, with: .failure(error))
        case .loadCancelled(let request):
            state.repositories.cancel(request)
        case .repositoryChosen:
            // The app pushes the detail: the stack is its state, not this screen's.
            break
        }
    }
}
