import Prex

/// What happens on the detail screen.
package enum DetailAction: Action, Equatable, Codable {
    /// A refresh started.
    case refreshStarted
    /// A fresh copy of the repository arrived.
    case refreshed(Repository)
    /// The refresh failed.
    case refreshFailed(ServiceError)
    /// The refresh was cancelled.
    case refreshCancelled
}
