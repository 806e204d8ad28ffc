import Prex

/// What the detail screen asks of its presenter, written as an extension: the repository service comes from
/// the Flux's dependencies (`dependencies.repositories`), which the app's Flux hands to its scopes.
extension Presenter where Action == DetailAction, State == DetailState {
    /// Loads a fresh copy of the repository, cancelling a load in flight; the repository shown stays until it
    /// arrives, and after a failure.
    @discardableResult
    package func refresh() -> Task<Void, Never> {
        fetchRepository(
            state.repository.fullName, id: DetailWork.refresh, started: DetailAction.refreshStarted,
            fetched: DetailAction.refreshed, failed: DetailAction.refreshFailed,
            cancelled: DetailAction.refreshCancelled)
    }

    /// Stars the repository, or unstars it when it is starred.
    package func toggleStar() {
        dispatch(.starTapped)
    }
}

/// The ids of the detail presenter's tasks.
private enum DetailWork: Hashable, Sendable {
    /// Loading a fresh copy of the repository.
    case refresh
}
