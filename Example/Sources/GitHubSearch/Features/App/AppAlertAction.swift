import Prex

/// What the app's alert's buttons send: the app's ``AppState/alert`` is an `AlertState` of it.
package enum AppAlertAction: Equatable, Codable, Sendable {
    /// Unstar this repository: the answer "Unstar" to "Unstar NAME?".
    case unstar(Repository)
}

extension AlertState where Action == AppAlertAction {
    /// "Unstar NAME?", with Unstar (destructive: it unstars) and Cancel (it only closes the alert).
    package static func unstar(_ repository: Repository) -> AlertState {
        AlertState(
            title: "Unstar \(repository.fullName)?",
            buttons: [.destructive("Unstar", action: .unstar(repository)), .cancel("Cancel")])
    }
}
