import Prex

/// What the search screen shows: the query, and the results loaded for it so far as a request state.
///
/// A new search keeps the results of the one before visible while it loads (a screen can show them under a
/// spinner), and replaces them when its first page arrives; a failure keeps them too. The results' request
/// identity makes an answer to a superseded search change nothing, in whatever order the answers come.
package struct SearchState: State, Equatable {
    /// Results per page.
    package var perPage: Int
    /// The query of the current search (the one loading, or the one whose results show).
    package var query = ""
    /// The page the current search starts at (1 unless asked otherwise).
    package var firstPage = 1
    /// The results: the pages loaded for the last search that answered, and the request loading now.
    package var results = RequestState<SearchResults, Failure>()
    /// The page being loaded, if any.
    package var loadingPage: Int?

    /// A failed request: which page, and why.
    package struct Failure: Error, Equatable, Sendable {
        /// The page that failed to load.
        package var page: Int
        /// The service's error: why the page did not load.
        package var error: ServiceError

        /// Creates a failure.
        package init(page: Int, error: ServiceError) {
            self.page = page
            self.error = error
        }
    }

    /// Creates the state of a screen that has not searched yet.
    package init(perPage: Int = 30) {
        self.perPage = perPage
    }

    /// The results loaded, in rank order: the last search's that answered (possibly while a newer one loads).
    package var repositories: [Repository] { results.value?.repositories ?? [] }

    /// How many repositories match the results' query in all.
    package var totalCount: Int { results.value?.totalCount ?? 0 }

    /// The pagination of the last page loaded.
    package var pagination: Pagination { results.value?.pagination ?? Pagination() }

    /// The last page loaded, 0 before the first one arrives.
    package var page: Int { results.value?.page ?? 0 }

    /// The last request's failure, if it failed; the results already shown stay.
    package var failure: Failure? { results.error }

    /// Whether a page is loading.
    package var isLoading: Bool { results.isLoading }

    /// Whether there is a next page to load now.
    package var canLoadNextPage: Bool { !isLoading && pagination.next != nil }

    /// The number of the last page of results, once known.
    package var lastPage: Int? {
        pagination.last ?? (page > 0 && pagination.next == nil ? page : nil)
    }

    /// Whether a page past the last was asked for: none of the results are on it, or (a search without
    /// results, whose only page is its empty first one) it is not page 1.
    package var isPastLastPage: Bool {
        page > 0 && repositories.isEmpty && (totalCount > 0 || page > 1)
    }

    /// The rank (from 1) of `repositories[index]` among all results.
    package func rank(ofResultAt index: Int) -> Int {
        ((results.value?.firstPage ?? firstPage) - 1) * perPage + index + 1
    }

    /// The result ranked `rank` (as ``rank(ofResultAt:)`` counts), if the results shown hold it.
    package func result(rank: Int) -> Repository? {
        let index = rank - self.rank(ofResultAt: 0)
        return repositories.indices.contains(index) ? repositories[index] : nil
    }
}

/// The pages loaded for one search.
package struct SearchResults: Equatable, Sendable {
    /// The query they answer.
    package var query: String
    /// The page the search started at.
    package var firstPage: Int
    /// The results loaded so far, in rank order.
    package var repositories: [Repository]
    /// How many repositories match the query in all.
    package var totalCount: Int
    /// The pagination of the last page loaded.
    package var pagination: Pagination
    /// The last page loaded.
    package var page: Int
    /// The request that loaded the last page: every page loaded makes new results, even the same ones again.
    package var request: RequestID

    /// The results of `query`'s first page, loaded by `request`, when the search started at that page.
    package init(query: String, firstPage: SearchPage, request: RequestID) {
        self.query = query
        self.request = request
        self.firstPage = firstPage.page
        repositories = firstPage.response.items
        totalCount = firstPage.response.totalCount
        pagination = firstPage.pagination
        page = firstPage.page
    }

    /// These results with `next`, the page after the last loaded, appended; loaded by `request`.
    package func appending(_ next: SearchPage, request: RequestID) -> SearchResults {
        var results = self
        results.request = request
        results.repositories += next.response.items
        results.totalCount = next.response.totalCount
        results.pagination = next.pagination
        results.page = next.page
        return results
    }
}
