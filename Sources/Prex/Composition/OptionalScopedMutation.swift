extension Mutation {
    /// This mutation with an optional child's mutation composed in (a detail, a sheet): each child action is
    /// applied to the child when it is present, before this mutation sees the action.
    ///
    /// ```swift
    /// let appMutation = AppMutation()
    ///     .ifLet(state: \.detail, action: .detail, DetailMutation())
    /// ```
    ///
    /// A child action that arrives while the child is absent (it was closed, and a late response comes in)
    /// changes nothing, never traps, and is reported by the debug log. Every action still reaches this
    /// mutation, after the child's, so the parent may set the child to `nil` in answer to a child's action.
    ///
    /// - Parameters:
    ///   - keyPath: The optional child's slice of the state, such as `\.detail`.
    ///   - action: The case of this mutation's action that carries the child's actions.
    ///   - child: The child feature's mutation.
    /// - Returns: A mutation that applies the child's mutation, if the child is present, then this one.
    public func ifLet<Child: Mutation>(
        state keyPath: any WritableKeyPath<State, Child.State?> & Sendable,
        action: ActionCase<Action, Child.Action>,
        _ child: Child
    ) -> OptionalScopedMutation<Self, Child> {
        OptionalScopedMutation(parent: self, child: child, keyPath: keyPath, action: action)
    }
}

/// A parent mutation with an optional child's mutation applied first, when the child is present; made by
/// ``Mutation/ifLet(state:action:_:)``.
public struct OptionalScopedMutation<Parent: Mutation, Child: Mutation>: Mutation {
    let parent: Parent
    let child: Child
    let keyPath: any WritableKeyPath<Parent.State, Child.State?> & Sendable
    let action: ActionCase<Parent.Action, Child.Action>

    /// Applies a child action to the child, if present (otherwise reports it to the debug log), then `action`
    /// with the parent's mutation.
    public func mutate(action: Parent.Action, state: inout Parent.State) {
        if let childAction = self.action.extract(action) {
            let applied = state[keyPath: keyPath].modifyIfPresent { child in
                self.child.mutate(action: childAction, state: &child)
            }
            if !applied {
                IgnoredChildAction.report("ignored: no \(Child.State.self) (\(keyPath) is nil)")
            }
        }
        parent.mutate(action: action, state: &state)
    }
}
