import Prex

extension Presenter {
    /// Fetches a fresh copy of the repository named `fullName` from the Flux's repository service
    /// (`dependencies.repositories`), as a load under `id` (`Presenter.load(id:…)`): `started` now, then
    /// `fetched` or `failed`; `cancelled` when a newer fetch under `id`, the presenter's end or its scope's
    /// end cancels it. Shared by the detail and the starred rows; on the main actor.
    @discardableResult
    func fetchRepository(
        _ fullName: String, id: some Hashable & Sendable, started: (RequestID) -> Action,
        fetched: @escaping @Sendable (RequestID, Repository) -> Action,
        failed: @escaping @Sendable (RequestID, ServiceError) -> Action,
        cancelled: @escaping @Sendable (RequestID) -> Action
    ) -> Task<Void, Never> {
        let repositories = dependencies.repositories
        return load(id: id, started: started) { request, result in
            switch result {
            case .success(let repository): fetched(request, repository)
            case .failure(let error): failed(request, ServiceError(error))
            }
        } cancelled: { request in
            cancelled(request)
        } operation: {
            try await repositories.repository(fullName: fullName)
        }
    }
}
