extension Mutation {
    /// This mutation with an optional child's mutation (a detail, a sheet) composed in: a child action is applied to
    /// the child when it is present; every action then reaches this mutation, which may set the child to `nil`.
    ///
    /// A child action that arrives while the child is absent (a late response) changes nothing, never traps, and is
    /// reported by the debug log. Cost per action: one `action.extract` call, and a key path access for a child's.
    ///
    /// - Parameters:
    ///   - keyPath: The optional child's slice of the state, such as `\.detail`.
    ///   - action: The case of this mutation's action that carries the child's actions.
    ///   - child: The child feature's mutation.
    public func ifLet<Child: Mutation>(
        state keyPath: any WritableKeyPath<State, Child.State?> & Sendable,
        action: ActionCase<Action, Child.Action>,
        _ child: Child
    ) -> OptionalScopedMutation<Self, Child> {
        OptionalScopedMutation(parent: self, child: child, path: OptionalChildPath(keyPath), action: action)
    }
}

/// A parent mutation with an optional child's applied first, when present:
/// ``Mutation/ifLet(state:action:_:)->OptionalScopedMutation<Self,Child>``.
public typealias OptionalScopedMutation<Parent: Mutation, Child: Mutation> =
    ScopedChildMutation<Parent, Child, OptionalChildPath<Parent.State, Child.State, Child.Action>>

/// An optional child (a detail, a sheet): what ``OptionalScopedMutation`` follows.
public struct OptionalChildPath<Root, Child, ChildAction: Sendable>: ChildPath {
    @usableFromInline let keyPath: any WritableKeyPath<Root, Child?> & Sendable

    init(_ keyPath: any WritableKeyPath<Root, Child?> & Sendable) {
        self.keyPath = keyPath
    }

    /// Applies `mutate` to the child if it is present, or reports the action; the parent's mutation then runs.
    @inlinable
    public func apply(_ message: ChildAction, to root: inout Root, _ mutate: (ChildAction, inout Child) -> Void) -> Bool
    {
        if !root[keyPath: keyPath].updateIfPresent({ mutate(message, &$0) }) {
            IgnoredChildAction.reportAbsent(Child.self, at: keyPath)
        }
        return true
    }
}
