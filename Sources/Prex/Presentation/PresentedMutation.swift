extension Mutation {
    /// This mutation with a presented child's mutation composed in (a sheet, a destination):
    /// ``PresentationAction/presented(_:)`` is applied to the child when it is present,
    /// ``PresentationAction/dismiss`` removes it; every action then reaches this mutation, which sees the child
    /// already gone after a dismiss.
    ///
    /// An action for a child that is absent (a late response, a second dismiss) changes nothing, not even through
    /// this mutation, which never sees it; it never traps, and is reported by the debug log. Cost per action: one `action.extract` call, and a key path access for the child's.
    ///
    /// - Parameters:
    ///   - keyPath: The optional child's slice of the state, such as `\.detail`.
    ///   - action: The case of this mutation's action that carries the child's presentation actions.
    ///   - child: The child feature's mutation.
    public func ifLet<Child: Mutation>(
        state keyPath: any WritableKeyPath<State, Child.State?> & Sendable,
        action: ActionCase<Action, PresentationAction<Child.Action>>,
        _ child: Child
    ) -> PresentedMutation<Self, Child> {
        PresentedMutation(parent: self, child: child, keyPath: keyPath, action: action)
    }
}

/// A parent mutation with a presented child's applied first: what `ifLet(state:action:_:)` returns for a
/// ``PresentationAction`` case.
public struct PresentedMutation<Parent: Mutation, Child: Mutation>: Mutation {
    let parent: Parent
    let child: Child
    let keyPath: any WritableKeyPath<Parent.State, Child.State?> & Sendable
    let action: ActionCase<Parent.Action, PresentationAction<Child.Action>>

    /// Applies a presented child's action to it, or removes it on a dismiss, then `action` with the parent's
    /// mutation; reports an action for an absent child and stops there.
    public func mutate(action: Parent.Action, state: inout Parent.State) {
        switch self.action.extract(action) {
        case .presented(let childAction)?:
            guard child.mutateIfPresent(action: childAction, state: &state[keyPath: keyPath]) else {
                return IgnoredChildAction.reportAbsent(Child.State.self, at: keyPath)
            }
        case .dismiss?:
            guard state[keyPath: keyPath] != nil else {
                return IgnoredChildAction.reportAbsent(Child.State.self, at: keyPath)
            }
            state[keyPath: keyPath] = nil
        case nil:
            break
        }
        parent.mutate(action: action, state: &state)
    }
}
