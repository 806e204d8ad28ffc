import Prex

/// Applies detail actions to the detail state.
package struct DetailMutation: Mutation {
    /// Creates the mutation.
    package init() {}

    /// Applies `action` to `state`.
    package func mutate(action: DetailAction, state: inout DetailState) {
        switch action {
        case .refreshStarted:
            state.isRefreshing = true
            state.failure = nil
        case .refreshed(let repository):
            state.repository = repository
            state.isRefreshing = false
        case .refreshFailed(let error):
            state.isRefreshing = false
            state.failure = error
        case .refreshCancelled:
            state.isRefreshing = false
        }
    }
}
