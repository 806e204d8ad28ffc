import Prex

/// What the search screen shows: the query, the results loaded so far, and how loading went.
package struct SearchState: State, Equatable {
    /// Results per page.
    package var perPage: Int
    /// The query of the current search.
    package var query = ""
    /// The number of the latest request; results of older requests are ignored.
    package var request = 0
    /// The page the current search started at (1 unless asked otherwise).
    package var firstPage = 1
    /// The results loaded so far, in rank order.
    package var repositories: [Repository] = []
    /// How many repositories match the query in all.
    package var totalCount = 0
    /// The pagination of the last page loaded.
    package var pagination = Pagination()
    /// The last page loaded, 0 before the first one arrives.
    package var page = 0
    /// The page being loaded, if any.
    package var loadingPage: Int?
    /// The last request's failure, if it failed; the results already shown stay.
    package var failure: Failure?
    /// The result opened in the detail screen, if any.
    package var selected: Repository?

    /// A failed request: which page, and why.
    package struct Failure: Equatable, Sendable {
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

    /// Whether a page is loading.
    package var isLoading: Bool { loadingPage != nil }

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
        (firstPage - 1) * perPage + index + 1
    }
}
