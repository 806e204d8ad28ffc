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

    /// Takes the repository out of the starred list, and sends the write at the app's lifetime: the row leaves the
    /// state at once, so a write at the row's lifetime would be cancelled before it was sent.
    ///
    /// - Returns: The write, to wait for.
    @discardableResult
    package func unstar() -> Task<Void, Never> {
        dispatch(.unstarTapped)
        let repositories = dependencies.repositories
        let fullName = state.repository.fullName
        return task(lifetime: .app) { _ in
            try? await repositories.setStarred(false, fullName: fullName)
        }
    }
}

/// The ids of a starred row presenter's tasks.
private enum StarredWork: Hashable, Sendable {
    /// Loading a fresh copy of the repository.
    case refresh
}
