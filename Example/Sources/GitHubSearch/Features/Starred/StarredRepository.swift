import Prex

/// One starred repository: a child feature of the starred list, identified by the repository's id.
///
/// Its refresh loads a fresh copy when the starred list shows; the copy starred stays meanwhile and after a
/// failure.
package struct StarredRepository: State, Equatable, Identifiable {
    /// The repository's id.
    package var id: Repository.ID { repository.id }
    /// The repository, as starred or as last refreshed.
    package var repository: Repository
    /// The refresh: loading, or how the last one went.
    package var refresh = RequestState<Repository, ServiceError>()

    /// Creates a starred repository, not refreshed yet.
    package init(repository: Repository) {
        self.repository = repository
    }
}
