import Prex

/// What happens on an owner's screen.
package enum OwnerAction: Action, Equatable, Codable {
    /// A load of the owner's repositories started.
    case loadStarted(RequestID)
    /// The owner's repositories arrived.
    case loaded(RequestID, [Repository])
    /// The load failed.
    case loadFailed(RequestID, ServiceError)
    /// The load was cancelled.
    case loadCancelled(RequestID)
    /// One of the repositories was chosen: the app pushes its detail.
    case repositoryChosen(Repository)
}
