import Prex

/// Applies a starred repository's actions to it. Leaving the list (an unstarred row, once the list is left) and
/// opening the detail are the app's part (``AppMutation``), which runs after this one.
package struct StarredMutation: Mutation {
    /// Creates the mutation.
    package init() {}

    /// Applies `action` to `state`.
    package func mutate(action: StarredAction, state: inout StarredRepository) {
        switch action {
        case .refreshStarted(let request):
            state.refresh.start(request)
        case .refreshed(let request, let repository):
            if state.refresh.finish(request, with: .success(repository)) {
                state.repository = repository
            }
        case .refreshFailed(let request, let error):
            state.refresh.finish(request, with: .failure(error))
        case .refreshCancelled(let request):
            state.refresh.cancel(request)
        case .unstarTapped:
            state.isStarred = false
        case .starTapped:
            state.isStarred = true
        case .starFailed(let isStarred, _):
            state.isStarred = !isStarred
        case .opened:
            break
        }
    }
}
