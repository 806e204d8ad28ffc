import Prex

/// What an owner's screen asks of its presenter: the service comes from the Flux's dependencies.
extension Presenter where Action == OwnerAction, State == OwnerState {
    /// Loads the owner's repositories: the service's search for the login, kept to the owner's own. The load
    /// belongs to the screen's scope: popping the screen cancels it.
    @discardableResult
    package func load() -> Task<Void, Never> {
        let repositories = dependencies.repositories
        let login = state.login
        return load(id: OwnerWork.load, started: OwnerAction.loadStarted) {
            (request: RequestID, result: Result<[Repository], any Error>) -> OwnerAction in
            switch result {
            case .success(let found): .loaded(request, found)
            case .failure(let error): .loadFailed(request, ServiceError(error))
            }
        } cancelled: { request in
            .loadCancelled(request)
        } operation: { () async throws -> [Repository] in
            let page = try await repositories.searchRepositories(query: login, page: 1, perPage: 100)
            return page.response.items.filter { $0.owner.login.lowercased() == login.lowercased() }
        }
    }

    /// Chooses the repository at `position` (from 1) of the list shown: the app pushes its detail.
    ///
    /// - Returns: Whether the list holds such a repository.
    @discardableResult
    package func choose(_ position: Int) -> Bool {
        guard let list = state.repositories.value, list.indices.contains(position - 1) else { return false }
        dispatch(.repositoryChosen(list[position - 1]))
        return true
    }
}

/// The ids of an owner presenter's tasks.
private enum OwnerWork: Hashable, Sendable {
    /// Loading the owner's repositories.
    case load
}
