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

    /// Stars the repository, or unstars it when it is starred: the app does it at once, and the write goes to
    /// the service at the app's lifetime, so going back at once never cancels it. A refusal undoes the star while
    /// the detail is open (once it closed, the debug log reports it).
    ///
    /// - Returns: The write, to wait for.
    @discardableResult
    package func toggleStar() -> Task<Void, Never> {
        dispatch(.starTapped)
        // As the app just set it.
        return writeStar(state.isStarred, fullName: state.repository.fullName, refused: DetailAction.starFailed)
    }
}

/// The ids of the detail presenter's tasks.
private enum DetailWork: Hashable, Sendable {
    /// Loading a fresh copy of the repository.
    case refresh
}
