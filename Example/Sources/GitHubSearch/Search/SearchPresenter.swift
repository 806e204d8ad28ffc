import Prex

/// Runs searches against a ``RepositoryService`` and turns their outcomes into ``SearchAction``s.
///
/// A new search cancels the one in flight, and the page it is loading; paging and retrying continue the
/// current search. Every request runs as the presenter's task `Work.results` (see `Presenter.task(id:)`),
/// so starting one cancels the one before, and the screen's going cancels the last. Each method returns the
/// task doing the work, so that callers (the command line, tests) can wait for it.
package final class SearchPresenter: Presenter<SearchAction, SearchState> {
    /// The ids of the presenter's tasks.
    private enum Work: Hashable, Sendable {
        /// Loading a page of results: a new search's first page, the next page, or a retry.
        case results
    }

    private let service: any RepositoryService
    private var lastRequest = 0

    /// Creates a presenter for `view`, with a Flux of its own and results of `perPage` repositories, that
    /// runs every action through `middleware` (`--record` records them this way) and logs every action and
    /// what it changed to `debugLog`, if any.
    package convenience init<V: View>(
        view: V, service: any RepositoryService, perPage: Int = 30, middleware: [Middleware<SearchAction>] = [],
        debugLog: DebugLog? = nil
    ) where V.State == SearchState {
        let flux = Flux(
            state: SearchState(perPage: perPage), mutation: SearchMutation(), middleware: middleware, debugLog: debugLog
        )
        self.init(view: view, service: service, flux: flux)
    }

    /// Creates a presenter for `view` on `flux` (tests inject one to watch its dispatcher).
    package init<V: View>(view: V, service: any RepositoryService, flux: Flux<SearchAction, SearchState>)
    where V.State == SearchState {
        self.service = service
        super.init(view: view, flux: flux)
    }

    /// Starts a new search for `query` at `page`, cancelling the request in flight.
    ///
    /// - Parameters:
    ///   - query: What to search for.
    ///   - page: The page to load, from 1.
    ///   - debounceMilliseconds: How long the request waits before asking the service (search-as-you-type
    ///     passes a short delay, so that keys typed quickly do not each reach the service). The wait is inside
    ///     the task: the next search cancels it, which is what keeps only the last query's answer, whatever
    ///     the timing.
    @discardableResult
    package func search(_ query: String, page: Int = 1, debounceMilliseconds: Int = 0) -> Task<Void, Never> {
        let request = nextRequest()
        dispatch(.searchStarted(request: request, query: query, page: page))
        return load(query: query, page: page, request: request, debounceMilliseconds: debounceMilliseconds)
    }

    /// Loads the next page of the current search, if there is one and nothing is loading.
    ///
    /// - Returns: The loading task, or `nil` when there is no next page to load now.
    @discardableResult
    package func fetchNextPage() -> Task<Void, Never>? {
        guard state.canLoadNextPage, let next = state.pagination.next else { return nil }
        return requestPage(next)
    }

    /// Loads again the page whose request failed.
    ///
    /// - Returns: The loading task, or `nil` when the last request did not fail.
    @discardableResult
    package func retry() -> Task<Void, Never>? {
        guard let failure = state.failure else { return nil }
        return requestPage(failure.page)
    }

    /// Opens the result at `rank` (as shown, from the first result of the current search).
    ///
    /// - Returns: Whether there is such a result.
    @discardableResult
    package func select(rank: Int) -> Bool {
        let index = rank - state.rank(ofResultAt: 0)
        guard state.repositories.indices.contains(index) else { return false }
        dispatch(.repositorySelected(state.repositories[index]))
        return true
    }

    /// Closes the opened result.
    package func clearSelection() {
        dispatch(.selectionCleared)
    }

    /// Cancels the request in flight, if any.
    ///
    /// The request then only stops loading: its answer, should one still come, is dropped, and the results
    /// already shown stay.
    package func cancel() {
        cancelTask(id: Work.results)
    }

    /// Cancels the request in flight and clears the results: what emptying the search-as-you-type line does,
    /// so that no answer for the text that was there reaches the screen.
    package func clear() {
        cancelTask(id: Work.results)
        dispatch(.cleared)
    }

    private func requestPage(_ page: Int) -> Task<Void, Never> {
        let request = nextRequest()
        dispatch(.pageRequested(request: request, page: page))
        return load(query: state.query, page: page, request: request)
    }

    private func nextRequest() -> Int {
        lastRequest += 1
        return lastRequest
    }

    private func load(query: String, page: Int, request: Int, debounceMilliseconds: Int = 0) -> Task<Void, Never> {
        let service = service
        let perPage = state.perPage
        // Replaces (and cancels) the request in flight. The operation captures copies, not `self`: a request
        // waiting on the network does not keep the presenter alive.
        return task(id: Work.results) { dispatch in
            let outcome: SearchAction
            do {
                if debounceMilliseconds > 0 {
                    try await Task.sleep(nanoseconds: UInt64(debounceMilliseconds) * 1_000_000)
                }
                let result = try await service.searchRepositories(query: query, page: page, perPage: perPage)
                outcome = .pageLoaded(request: request, result)
            } catch is CancellationError {
                outcome = .requestCancelled(request: request)
            } catch {
                outcome = .pageFailed(request: request, page: page, ServiceError(error))
            }
            // A cancelled request only stops loading, whatever a service that ignores cancellation answers
            // late: a page the user no longer waits for, or an error that only means "cancelled".
            dispatch(Task.isCancelled ? .requestCancelled(request: request) : outcome)
        }
    }
}
