import Prex

/// What happens on the detail screen.
package enum DetailAction: Action, Equatable, Codable {
    /// A load of the repository's fresh copy started.
    case refreshStarted(RequestID)
    /// The fresh copy arrived.
    case refreshed(RequestID, Repository)
    /// The load failed.
    case refreshFailed(RequestID, ServiceError)
    /// The load was cancelled.
    case refreshCancelled(RequestID)
    /// The star was toggled (the app stars or unstars the repository).
    case starTapped
    /// The service refused the star's write (the app undoes the star).
    case starFailed(ServiceError)
}
