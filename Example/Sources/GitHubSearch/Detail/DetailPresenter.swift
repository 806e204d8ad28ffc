import Prex

/// Shows one repository and refreshes it from a ``RepositoryService``.
///
/// A refresh runs as the presenter's task `Work.refresh` (see `Presenter.task(id:)`): a new refresh cancels
/// the one in flight, and the screen's going cancels it.
package final class DetailPresenter: Presenter<DetailAction, DetailState> {
    /// The ids of the presenter's tasks.
    private enum Work: Hashable, Sendable {
        /// Loading a fresh copy of the repository.
        case refresh
    }

    private let service: any RepositoryService

    /// Creates a presenter for `view`, showing `repository`, with a Flux of its own that logs every action and
    /// what it changed to `debugLog`, if any, after running it through `middleware` (`--record` records them
    /// this way).
    package convenience init<V: View>(
        view: V, repository: Repository, service: any RepositoryService, middleware: [Middleware<DetailAction>] = [],
        debugLog: DebugLog? = nil
    ) where V.State == DetailState {
        let flux = Flux(
            state: DetailState(repository: repository), mutation: DetailMutation(), middleware: middleware,
            debugLog: debugLog
        )
        self.init(view: view, service: service, flux: flux)
    }

    /// Creates a presenter for `view` on `flux` (tests inject one to watch its dispatcher).
    package init<V: View>(view: V, service: any RepositoryService, flux: Flux<DetailAction, DetailState>)
    where V.State == DetailState {
        self.service = service
        super.init(view: view, flux: flux)
    }

    /// Loads a fresh copy of the repository, cancelling a refresh in flight.
    @discardableResult
    package func refresh() -> Task<Void, Never> {
        dispatch(.refreshStarted)
        let service = service
        let fullName = state.repository.fullName
        return task(id: Work.refresh) { dispatch in
            let outcome: DetailAction
            do {
                outcome = .refreshed(try await service.repository(fullName: fullName))
            } catch is CancellationError {
                outcome = .refreshCancelled
            } catch {
                outcome = .refreshFailed(ServiceError(error))
            }
            // A cancelled refresh only stops, whatever a service that ignores cancellation answers late.
            dispatch(Task.isCancelled ? .refreshCancelled : outcome)
        }
    }

    /// Cancels the refresh in flight, if any.
    package func cancel() {
        cancelTask(id: Work.refresh)
    }
}
