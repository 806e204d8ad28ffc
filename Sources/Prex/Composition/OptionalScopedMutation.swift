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
    @inlinable
    public func ifLet<Child: Mutation>(
        state keyPath: any WritableKeyPath<State, Child.State?> & Sendable,
        action: ActionCase<Action, Child.Action>,
        _ child: Child
    ) -> OptionalScopedMutation<Self, Child> {
        OptionalScopedMutation(parent: self, child: child, keyPath: keyPath, action: action)
    }
}

/// A parent mutation with an optional child's applied first, when present:
/// ``Mutation/ifLet(state:action:_:)->OptionalScopedMutation<Self,Child>``.
public struct OptionalScopedMutation<Parent: Mutation, Child: Mutation>: Mutation {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    @usableFromInline let keyPath: any WritableKeyPath<Parent.State, Child.State?> & Sendable
    @usableFromInline let action: ActionCase<Parent.Action, Child.Action>

    @usableFromInline
    init(
        parent: Parent, child: Child, keyPath: any WritableKeyPath<Parent.State, Child.State?> & Sendable,
        action: ActionCase<Parent.Action, Child.Action>
    ) {
        self.parent = parent
        self.child = child
        self.keyPath = keyPath
        self.action = action
    }

    /// Applies a child action to the child if present (or reports it), then `action` with the parent's mutation.
    @inlinable
    public func mutate(action: Parent.Action, state: inout Parent.State) {
        if let childAction = self.action.extract(action) {
            if !child.mutateIfPresent(action: childAction, state: &state[keyPath: keyPath]) {
                IgnoredChildAction.reportAbsent(Child.State.self, at: keyPath)
            }
        }
        parent.mutate(action: action, state: &state)
    }
}
