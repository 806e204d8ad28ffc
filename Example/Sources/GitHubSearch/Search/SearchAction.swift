import Prex

/// What happens on the search screen. Each request carries a number so that late answers to requests
/// that were superseded or cancelled change nothing.
package enum SearchAction: Action, Equatable, Codable {
    /// A new search for `query` started at `page`: the previous results go.
    case searchStarted(request: Int, query: String, page: Int)
    /// Another page of the current search was requested: the results shown stay.
    case pageRequested(request: Int, page: Int)
    /// A page arrived.
    case pageLoaded(request: Int, SearchPage)
    /// A page failed to load.
    case pageFailed(request: Int, page: Int, ServiceError)
    /// A request was cancelled before it finished.
    case requestCancelled(request: Int)
    /// A result was opened.
    case repositorySelected(Repository)
    /// The opened result was closed.
    case selectionCleared
    /// The search was put away (the line it came from was emptied): no query, no results, nothing loading.
    case cleared
}
