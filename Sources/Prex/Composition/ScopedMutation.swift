extension Mutation {
    /// This mutation with a child feature's mutation composed in: the child's applies each child action to the
    /// child's slice; every action then reaches this mutation, which can react to what the child did.
    ///
    /// Cost per action: one `action.extract` call; for a child action, a key path access to the slice.
    ///
    /// - Parameters:
    ///   - keyPath: The child's slice of the state, such as `\.search`.
    ///   - action: The case of this mutation's action that carries the child's actions.
    ///   - child: The child feature's mutation.
    @inlinable
    public func scope<Child: Mutation>(
        state keyPath: any WritableKeyPath<State, Child.State> & Sendable,
        action: ActionCase<Action, Child.Action>,
        _ child: Child
    ) -> ScopedMutation<Self, Child> {
        ScopedMutation(parent: self, child: child, keyPath: keyPath, action: action)
    }
}

/// A parent mutation with a child's applied to a slice of its state first: ``Mutation/scope(state:action:_:)``.
public struct ScopedMutation<Parent: Mutation, Child: Mutation>: Mutation {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    @usableFromInline let keyPath: any WritableKeyPath<Parent.State, Child.State> & Sendable
    @usableFromInline let action: ActionCase<Parent.Action, Child.Action>

    @usableFromInline
    init(
        parent: Parent, child: Child, keyPath: any WritableKeyPath<Parent.State, Child.State> & Sendable,
        action: ActionCase<Parent.Action, Child.Action>
    ) {
        self.parent = parent
        self.child = child
        self.keyPath = keyPath
        self.action = action
    }

    /// Applies a child action to the slice with the child's mutation, then `action` with the parent's.
    @inlinable
    public func mutate(action: Parent.Action, state: inout Parent.State) {
        if let childAction = self.action.extract(action) {
            child.mutate(action: childAction, state: &state[keyPath: keyPath])
        }
        parent.mutate(action: action, state: &state)
    }
}
