import Prex

/// One starred repository: a child feature of the starred list, identified by the repository's id.
///
/// Its refresh loads a fresh copy when the starred list shows; the copy starred stays meanwhile and after a
/// failure. Unstarred on the list, it stays there, marked, until the list is left (``AppMutation``), so that
/// the rows' numbers do not move under the user: `star 1` twice unstars row 1, then stars it again.
package struct StarredRepository: State, Equatable, Identifiable {
    /// The repository's id.
    package var id: Repository.ID { repository.id }
    /// The repository, as starred or as last refreshed.
    package var repository: Repository
    /// The refresh: loading, or how the last one went.
    package var refresh = RequestState<Repository, ServiceError>()
    /// Whether it is starred: `false` for a row unstarred on the starred list, which still lists it.
    package var isStarred = true

    /// Creates a starred repository, not refreshed yet.
    package init(repository: Repository) {
        self.repository = repository
    }
}

extension IdentifiedList<StarredRepository> {
    /// Whether the repository with `id` is starred: listed, and not unstarred on the list still showing it.
    package func isStarred(_ id: Repository.ID) -> Bool {
        self[id: id]?.isStarred == true
    }

    /// How many of the repositories listed are starred.
    package var starredCount: Int {
        count { $0.isStarred }
    }
}
