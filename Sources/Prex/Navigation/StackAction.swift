/// What a parent's case carries for its navigation stack: an action of one element, a pop, or a push.
///
/// Declare the parent's case with it (`case path(StackAction<Screen, ScreenAction>)`) and compose the elements with
/// ``Mutation/forEach(stack:action:_:)``: the library applies ``element(id:action:)`` to the element with that id,
/// answers ``popFrom(id:)`` and ``push(_:)``, then runs the parent, so no feature writes a pop case of its own. An
/// element pops itself with ``Flux/dismiss()``; a view sends ``popFrom(id:)`` for a back button or a swipe. A value:
/// any thread.
public enum StackAction<Element: Sendable, Action: Sendable>: Sendable {
    /// An action of the element with `id`; it changes nothing once that element is popped.
    case element(id: StackElementID, action: Action)
    /// Pops the element with `id` and every element above it; nothing when it is gone already.
    case popFrom(id: StackElementID)
    /// Pushes an element on top, with the stack's next id.
    case push(Element)
}

extension StackAction: Prex.Action {}
extension StackAction: Equatable where Element: Equatable, Action: Equatable {}
extension StackAction: Hashable where Element: Hashable, Action: Hashable {}
extension StackAction: Codable where Element: Codable, Action: Codable {}
