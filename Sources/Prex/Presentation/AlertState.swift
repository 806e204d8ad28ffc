/// An alert as state: a title, an optional message and buttons, shown while the feature's optional holds it.
///
/// The parent holds `var alert: AlertState<AlertAction>?`, sets it in its mutation to show the alert, and
/// composes `ifLet(state: \.alert, action: .alert)` (a ``PresentedAlertMutation``): whatever the view sends for
/// it, a button's action or a dismiss, removes the alert before the parent's mutation sees that action. Views
/// render it from their `StateChange` (`change.alert`) and send the chosen button's
/// ``ButtonState/presentationAction``.
///
/// A value: any thread. `Equatable`, `Hashable` and `Codable` when the action is.
public struct AlertState<Action: Sendable>: Sendable {
    /// The title: the question or the news.
    public var title: String
    /// More text under the title, if any.
    public var message: String?
    /// The buttons, in the order written: a terminal lists them so; UIKit and SwiftUI place the cancel button
    /// where their platform puts it.
    public var buttons: [ButtonState<Action>]

    /// Creates an alert.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: More text under the title; `nil` (the default) for none.
    ///   - buttons: The buttons; by default one OK button that only closes the alert, as UIKit and SwiftUI show
    ///     for an alert without buttons.
    public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = [.cancel("OK")]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Codable where Action: Codable {}
