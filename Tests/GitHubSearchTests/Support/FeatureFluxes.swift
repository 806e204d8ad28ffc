import GitHubSearch
import Prex
import PrexTesting

extension Flux where Action == SearchAction, State == SearchState {
    /// A search feature's own Flux whose presenters search `service` and wait on `clock` (the dependencies
    /// substituted; a debounce ends at once by default), with results of `perPage` repositories.
    static func search(
        service: any RepositoryService, perPage: Int = 30, clock: any FeatureClock = ImmediateClock()
    ) -> Flux {
        Flux(
            state: SearchState(perPage: perPage), mutation: SearchMutation(),
            dependencies: Dependencies {
                $0.repositories = service
                $0.clock = clock
            })
    }
}

extension SearchPresenter {
    /// A presenter for `view` on a search feature's own Flux over `service`.
    convenience init<V: View>(view: V, service: any RepositoryService, perPage: Int = 30)
    where V.State == SearchState {
        self.init(view: view, flux: .search(service: service, perPage: perPage))
    }
}

extension SearchScreen {
    /// A results screen on a search feature's own Flux over `service`.
    convenience init(
        console: Console, format: Format, isInteractive: Bool, service: any RepositoryService = MockRepositoryService(),
        perPage: Int = 30
    ) {
        self.init(
            console: console, format: format, isInteractive: isInteractive,
            flux: .search(service: service, perPage: perPage))
    }
}
