import Prex

/// What happens to one starred repository (sent for it by id, in ``AppAction/starred(_:)``).
package enum StarredAction: Action, Equatable, Codable {
    /// A refresh of the repository started.
    case refreshStarted(RequestID)
    /// The refresh brought a fresh copy.
    case refreshed(RequestID, Repository)
    /// The refresh failed; the copy shown stays.
    case refreshFailed(RequestID, ServiceError)
    /// The refresh was cancelled (the row left the list, or the list closed).
    case refreshCancelled(RequestID)
    /// Its detail was asked for (the app opens it).
    case opened
    /// It was unstarred: it stays on the list, marked, until the list is left.
    case unstarTapped
    /// It was starred again, unstarred on the list still showing it.
    case starTapped
    /// The service refused the write that set its star to `isStarred`: the star goes back.
    case starFailed(isStarred: Bool, ServiceError)
}
