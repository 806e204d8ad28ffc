import Prex

/// What happens on the search screen. Each request carries its identity (``RequestID``), so that late
/// answers to requests that were superseded or cancelled change nothing.
package enum SearchAction: Action, Equatable, Codable {
    /// A new search for `query` started at `page`: the previous results stay until its first page arrives.
    case searchStarted(request: RequestID, query: String, page: Int)
    /// Another page of the current search was requested: the results shown stay.
    case pageRequested(request: RequestID, page: Int)
    /// A page arrived.
    case pageLoaded(request: RequestID, SearchPage)
    /// A page failed to load.
    case pageFailed(request: RequestID, page: Int, ServiceError)
    /// A request was cancelled before it finished.
    case requestCancelled(request: RequestID)
    /// A result was opened (the app opens its detail).
    case repositorySelected(Repository)
    /// A result's star was toggled (the app stars or unstars it).
    case starTapped(Repository)
    /// The service refused the write that set a result's star to `isStarred` (the app puts the star back).
    case starFailed(Repository, isStarred: Bool, ServiceError)
    /// The search was put away (the line it came from was emptied): no query, no results, nothing loading.
    case cleared
}
