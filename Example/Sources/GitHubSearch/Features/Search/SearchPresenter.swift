import Prex

/// Runs searches against the Flux's repository service (`dependencies.repositories`) and turns their
/// outcomes into ``SearchAction``s.
///
/// Each search is a load (`Presenter.load(id:…)`) with its own request identity. A search already sent to the
/// service is not cancelled by a newer one, as a request on the network often cannot be: its answer, should
/// it come after the newer one's (the service's latency varies per query), is ignored by the state's request
/// identity. A search still waiting out its debounce when a newer one starts never reaches the service. At
/// most ``searchesInFlight`` searches run at once (a newer one cancels the oldest); paging continues the
/// current search. Each method returns the task doing the work, so that callers (the command line, tests) can
/// wait for it.
package final class SearchPresenter: Presenter<SearchAction, SearchState> {
    /// The ids of the presenter's tasks.
    private enum Work: Hashable, Sendable {
        /// A search, in one of ``SearchPresenter/searchesInFlight`` slots: a search in the same slot cancels it.
        case search(slot: Int)
        /// Loading another page of the current search, or loading a page again.
        case page
    }

    /// How many searches may be in flight at once.
    package static let searchesInFlight = 4

    /// How many searches this presenter started.
    private var searches = 0

    /// Starts a new search for `query` at `page`; the results shown stay until its first page arrives.
    ///
    /// - Parameters:
    ///   - query: What to search for.
    ///   - page: The page to load, from 1.
    ///   - debounceMilliseconds: How long the search waits, on the Flux's clock (`dependencies.clock`), before
    ///     asking the service (search-as-you-type passes a short delay, so that keys typed quickly do not each
    ///     reach the service): a newer search started meanwhile ends this one before it asks.
    @discardableResult
    package func search(_ query: String, page: Int = 1, debounceMilliseconds: Int = 0) -> Task<Void, Never> {
        searches += 1
        let number = searches
        cancelTask(id: Work.page)
        let repositories = dependencies.repositories
        // Read only when the search waits: a test of searches without a debounce need not set a clock.
        let clock = debounceMilliseconds > 0 ? dependencies.clock : nil
        let perPage = state.perPage
        return load(id: Work.search(slot: number % Self.searchesInFlight)) { request in
            .searchStarted(request: request, query: query, page: page)
        } finished: { request, result in
            Self.outcome(of: result, request: request, page: page)
        } cancelled: { request in
            .requestCancelled(request: request)
        } operation: { [weak self] in
            if let clock {
                try await clock.sleep(for: .milliseconds(debounceMilliseconds))
                guard self?.searches == number else { throw CancellationError() }
            }
            return try await repositories.searchRepositories(query: query, page: page, perPage: perPage)
        }
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
        guard let repository = state.result(rank: rank) else { return false }
        dispatch(.repositorySelected(repository))
        return true
    }

    /// Cancels the requests in flight, if any.
    ///
    /// They then only stop loading: their answers, should they still come, are dropped, and the results
    /// already shown stay.
    package func cancel() {
        for slot in 0..<Self.searchesInFlight {
            cancelTask(id: Work.search(slot: slot))
        }
        cancelTask(id: Work.page)
    }

    /// Cancels the requests in flight and clears the results: what emptying the search-as-you-type line does,
    /// so that no answer for the text that was there reaches the screen.
    package func clear() {
        cancel()
        dispatch(.cleared)
    }

    private func requestPage(_ page: Int) -> Task<Void, Never> {
        let repositories = dependencies.repositories
        let query = state.query
        let perPage = state.perPage
        return load(id: Work.page) { request in
            .pageRequested(request: request, page: page)
        } finished: { request, result in
            Self.outcome(of: result, request: request, page: page)
        } cancelled: { request in
            .requestCancelled(request: request)
        } operation: {
            try await repositories.searchRepositories(query: query, page: page, perPage: perPage)
        }
    }

    /// The action a finished request dispatches: its page, or why it failed.
    nonisolated private static func outcome(of result: Result<SearchPage, any Error>, request: RequestID, page: Int)
        -> SearchAction
    {
        switch result {
        case .success(let loaded): .pageLoaded(request: request, loaded)
        case .failure(let error): .pageFailed(request: request, page: page, ServiceError(error))
        }
    }
}
