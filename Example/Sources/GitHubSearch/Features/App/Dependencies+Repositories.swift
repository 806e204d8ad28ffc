import Prex

/// The key of the repository service among a Flux's ``Dependencies``: by default the mocked service without
/// faults.
package enum RepositoryServiceKey: DependencyKey {
    /// A mocked service that answers at once and never fails.
    package static var defaultValue: any RepositoryService { MockRepositoryService() }
}

extension Dependencies {
    /// Where the presenters search and fetch repositories: ``RepositoryServiceKey``'s value.
    package var repositories: any RepositoryService {
        get { self[RepositoryServiceKey.self] }
        set { self[RepositoryServiceKey.self] = newValue }
    }
}
