/// What a parent's case carries for a child it presents (a sheet, a destination, an alert, a dialog): an action of
/// the child, or the request to close it.
///
/// Declare the parent's case with it (`case detail(PresentationAction<DetailAction>)`) and compose the child with
/// `ifLet(state:action:_:)` (a ``PresentedMutation``): the library then
/// applies ``presented(_:)`` to the child and answers ``dismiss`` by removing it, so no feature writes a dismiss
/// case of its own. A view sends ``dismiss`` when the child is closed without a button (cancel, a tap outside); the
/// child sends it itself with ``Flux/dismiss()``.
public enum PresentationAction<Action: Sendable>: Sendable {
    /// An action of the presented child, applied to it while it is present.
    case presented(Action)
    /// Closes the presented child: its optional becomes `nil`, and its scope ends.
    case dismiss
}

extension PresentationAction: Prex.Action {}
extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Codable where Action: Codable {}

extension ActionCase where Parent == PresentationAction<Child> {
    /// The case of a presented child's action in its ``PresentationAction``, for nesting: `.detail(.presented)`
    /// carries a child action as `.detail(.presented(…))`. Any thread; one call each way.
    public static var presented: ActionCase {
        ActionCase(PresentationAction.presented) { action in
            if case .presented(let child) = action { child } else { nil }
        }
    }
}
