import Prex

/// What the detail screen shows: one repository, and its load of a fresh copy.
package struct DetailState: State, Equatable, Codable {
    /// The repository: the search result it was opened from, then the fresh copy once loaded.
    package var repository: Repository
    /// The load of a fresh copy: loading, or how it went; the repository shown stays on a failure.
    package var details = RequestState<Repository, ServiceError>()
    /// Whether the repository is starred: the app keeps it in step with its starred list.
    package var isStarred = false

    /// Creates the state of a detail screen showing `repository`, starred or not.
    package init(repository: Repository, isStarred: Bool = false) {
        self.repository = repository
        self.isStarred = isStarred
    }
}
