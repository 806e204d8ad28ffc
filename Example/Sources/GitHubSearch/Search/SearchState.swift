import Prex

/// What the search screen shows: the query, the results loaded so far, and how loading went.
public struct SearchState: State, Equatable {
    /// Results per page.
    public var perPage: Int
    /// The query of the current search.
    public var query = ""
    /// The number of the latest request; results of older requests are ignored.
    public var request = 0
    /// The page the current search started at (1 unless asked otherwise).
    public var firstPage = 1
    /// The results loaded so far, in rank order.
    public var repositories: [Repository] = []
    /// How many repositories match the query in all.
    public var totalCount = 0
    /// The pagination of the last page loaded.
    public var pagination = Pagination()
    /// The last page loaded, 0 before the first one arrives.
    public var page = 0
    /// The page being loaded, if any.
    public var loadingPage: Int?
    /// The last request's failure, if it failed; the results already shown stay.
    public var failure: Failure?
    /// The result opened in the detail screen, if any.
    public var selected: Repository?

    /// A failed request: which page, and why.
    public struct Failure: Equatable, Sendable {
        /// The page that failed to load.
        public var page: Int
        /// Why.
        public var error: ServiceError

        /// Creates a failure.
        public init(page: Int, error: ServiceError) {
            self.page = page
            self.error = error
        }
    }

    /// Creates the state of a screen that has not searched yet.
    public init(perPage: Int = 30) {
        self.perPage = perPage
    }

    /// Whether a page is loading.
    public var isLoading: Bool { loadingPage != nil }

    /// Whether there is a next page to load now.
    public var canLoadNextPage: Bool { !isLoading && pagination.next != nil }

    /// The number of the last page of results, once known.
    public var lastPage: Int? {
        pagination.last ?? (page > 0 && pagination.next == nil ? page : nil)
    }

    /// Whether the search has results, but none on the pages asked for (a page past the last).
    public var isPastLastPage: Bool {
        page > 0 && repositories.isEmpty && totalCount > 0
    }

    /// The rank (from 1) of `repositories[index]` among all results.
    public func rank(ofResultAt index: Int) -> Int {
        (firstPage - 1) * perPage + index + 1
    }
}
