/// A confirmation dialog (an action sheet) as state: a title, whether it shows, an optional message and the
/// choices, shown while the feature's optional holds it.
///
/// Composed and rendered as ``AlertState`` is: the parent holds `var dialog: ConfirmationDialogState<A>?` and
/// composes `ifLet(state: \.dialog, action: .dialog)`, which removes the dialog on any action sent to it before
/// the parent's mutation sees that action. A value: any thread. `Equatable`, `Hashable` and `Codable` when the
/// action is.
public struct ConfirmationDialogState<Action: Sendable>: Sendable {
    /// Whether a dialog shows its title, as SwiftUI's `titleVisibility`.
    public enum TitleVisibility: String, Sendable, Hashable, Codable {
        /// As the platform chooses (SwiftUI's `.automatic`; a view that must choose shows it).
        case automatic
        /// The title is shown.
        case visible
        /// The title is not shown (UIKit: a `nil` title); it may still name the dialog for accessibility.
        case hidden
    }

    /// The title.
    public var title: String
    /// Whether the title is shown.
    public var titleVisibility: TitleVisibility
    /// More text under the title, if any.
    public var message: String?
    /// The choices, in the order written (platforms put the cancel button last).
    public var buttons: [ButtonState<Action>]

    /// Creates a confirmation dialog.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - titleVisibility: Whether the title is shown; `.automatic` by default.
    ///   - message: More text under the title; `nil` (the default) for none.
    ///   - buttons: The choices, usually with a cancel button.
    public init(
        title: String, titleVisibility: TitleVisibility = .automatic, message: String? = nil,
        buttons: [ButtonState<Action>]
    ) {
        self.title = title
        self.titleVisibility = titleVisibility
        self.message = message
        self.buttons = buttons
    }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Codable where Action: Codable {}
