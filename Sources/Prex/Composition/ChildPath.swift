/// Where a ``ScopedChildMutation`` finds its child in the parent's state: a slice, an optional child, an element by
/// id, an enum case's payload, a presented child. Each `Mutation` clause that composes a child (`scope`, `ifLet`,
/// `forEach`) is this mutation with one of these paths.
///
/// Runs where the store applies mutations. A path reports an action for an absent child to the debug log.
public protocol ChildPath<Root, Child>: Sendable {
    /// The parent's state.
    associatedtype Root
    /// The child's state.
    associatedtype Child
    /// The child's action.
    associatedtype ChildAction
    /// What the parent's action case carries: the child's action, or it with the element it is for.
    associatedtype Message: Sendable

    /// Applies `mutate` to the child `message` is for in `root`, with the child action `message` carries, and returns
    /// whether the parent's mutation then runs for this action; reports a message for an absent child.
    func apply(_ message: Message, to root: inout Root, _ mutate: (ChildAction, inout Child) -> Void) -> Bool
}
