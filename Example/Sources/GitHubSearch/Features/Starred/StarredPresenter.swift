import Prex

/// What a starred repository's row asks of its presenter, written as an extension on the row's scoped Flux:
/// the repository service comes from the Flux's dependencies (`dependencies.repositories`).
extension Presenter where Action == StarredAction, State == StarredRepository {
    /// Loads a fresh copy of the starred repository; the copy shown stays meanwhile and after a failure. The
    /// load is cancelled when the row leaves the list.
    @discardableResult
    package func refresh() -> Task<Void, Never> {
        fetchRepository(
            state.repository.fullName, id: StarredWork.refresh, started: StarredAction.refreshStarted,
            fetched: StarredAction.refreshed, failed: StarredAction.refreshFailed,
            cancelled: StarredAction.refreshCancelled)
    }

    /// Opens the repository's detail screen.
    package func open() {
        dispatch(.opened)
    }

    /// Unstars the repository, or stars it again when it was unstarred on the list still showing it, and sends
    /// the write at the app's lifetime: the row leaves the state when the list is left, which would cancel a
    /// write at the row's lifetime before it was sent. A refusal undoes it while the row is listed.
    ///
    /// - Returns: The write, to wait for.
    @discardableResult
    package func toggleStar() -> Task<Void, Never> {
        let isStarred = !state.isStarred
        dispatch(isStarred ? .starTapped : .unstarTapped)
        return writeStar(isStarred, fullName: state.repository.fullName) { error in
            .starFailed(isStarred: isStarred, error)
        }
    }
}

/// The ids of a starred row presenter's tasks.
private enum StarredWork: Hashable, Sendable {
    /// Loading a fresh copy of the repository.
    case refresh
}
