/// A button of an alert or a confirmation dialog, as state: its label, its role, and the action of the feature
/// it sends, if any.
///
/// A button without an action only closes what shows it. A view sends a chosen button's
/// ``presentationAction``: its action as ``PresentationAction/presented(_:)``, or ``PresentationAction/dismiss``.
/// A value: any thread. `Equatable`, `Hashable` and `Codable` when the action is (`{"label":"Unstar",
/// "role":"destructive","action":…}`; an absent role or action is left out).
public struct ButtonState<Action: Sendable>: Sendable {
    /// What a button is for, which platforms show in its style and place: UIKit's `UIAlertAction.Style`,
    /// SwiftUI's `ButtonRole`. A button without a role (`nil`) is an ordinary one.
    public enum Role: String, Sendable, Hashable, Codable {
        /// Closes without doing anything: what Escape, a tap outside or the end of the input choose.
        case cancel
        /// Does something that cannot be undone, such as deleting: shown as a warning.
        case destructive
    }

    /// The text the button shows.
    public var label: String
    /// Its role: ``Role/cancel``, ``Role/destructive``, or `nil` for an ordinary button.
    public var role: Role?
    /// The feature's action it sends, or `nil` for a button that only closes the alert.
    public var action: Action?

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - label: The text it shows.
    ///   - role: Its role; `nil` (the default) for an ordinary button.
    ///   - action: The feature's action it sends; `nil` (the default) to only close the alert.
    public init(_ label: String, role: Role? = nil, action: Action? = nil) {
        self.label = label
        self.role = role
        self.action = action
    }

    /// An ordinary button: `.default("OK", action: .acknowledged)`.
    public static func `default`(_ label: String, action: Action? = nil) -> ButtonState {
        ButtonState(label, role: nil, action: action)
    }

    /// A cancel button, which usually has no action: `.cancel("Cancel")`.
    public static func cancel(_ label: String, action: Action? = nil) -> ButtonState {
        ButtonState(label, role: .cancel, action: action)
    }

    /// A destructive button: `.destructive("Unstar", action: .confirmUnstar)`.
    public static func destructive(_ label: String, action: Action? = nil) -> ButtonState {
        ButtonState(label, role: .destructive, action: action)
    }

    /// What a view dispatches (in the parent's case) when this button is chosen: ``PresentationAction/presented(_:)``
    /// with its action, or ``PresentationAction/dismiss`` for a button without one. Either closes the alert.
    public var presentationAction: PresentationAction<Action> {
        if let action { .presented(action) } else { .dismiss }
    }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Codable where Action: Codable {}
