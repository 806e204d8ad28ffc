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
    public func scope<Child: Mutation>(
        state keyPath: any WritableKeyPath<State, Child.State> & Sendable,
        action: ActionCase<Action, Child.Action>,
        _ child: Child
    ) -> ScopedMutation<Self, Child> {
        ScopedMutation(parent: self, child: child, path: SliceChildPath(keyPath), action: action)
    }
}

/// A parent mutation with a child's applied to a slice of its state first: ``Mutation/scope(state:action:_:)``.
public typealias ScopedMutation<Parent: Mutation, Child: Mutation> =
    ScopedChildMutation<Parent, Child, SliceChildPath<Parent.State, Child.State, Child.Action>>

/// A child that is a slice of its parent's state, always present: what ``ScopedMutation`` follows.
public struct SliceChildPath<Root, Child, ChildAction: Sendable>: ChildPath {
    let keyPath: any WritableKeyPath<Root, Child> & Sendable

    init(_ keyPath: any WritableKeyPath<Root, Child> & Sendable) {
        self.keyPath = keyPath
    }

    /// Applies `mutate` to the slice; the parent's mutation then runs.
    public func apply(_ message: ChildAction, to root: inout Root, _ mutate: (ChildAction, inout Child) -> Void) -> Bool
    {
        mutate(message, &root[keyPath: keyPath])
        return true
    }
}
