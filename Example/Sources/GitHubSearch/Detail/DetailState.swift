import Prex

/// What the detail screen shows: one repository, and whether its refresh is loading or failed.
package struct DetailState: State, Equatable {
    /// The repository, as last loaded.
    package var repository: Repository
    /// Whether a fresh copy is loading.
    package var isRefreshing = false
    /// Why the last refresh failed, if it did; the repository shown stays.
    package var failure: ServiceError?

    /// Creates the state of a detail screen showing `repository`.
    package init(repository: Repository) {
        self.repository = repository
    }
}
