import Prex

/// What the detail screen shows: one repository, and whether its refresh is loading or failed.
public struct DetailState: State, Equatable {
    /// The repository, as last loaded.
    public var repository: Repository
    /// Whether a fresh copy is loading.
    public var isRefreshing = false
    /// Why the last refresh failed, if it did; the repository shown stays.
    public var failure: ServiceError?

    /// Creates the state of a detail screen showing `repository`.
    public init(repository: Repository) {
        self.repository = repository
    }
}
