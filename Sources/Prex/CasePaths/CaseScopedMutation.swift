extension Mutation {
    /// This mutation with the mutation of one case's child composed in (a destination's `.detail`): a child action is
    /// applied to the child when the state is that case, and the changed child embedded back; every action then
    /// reaches this mutation, which may change the case.
    ///
    /// A child action that arrives while the state is another case (a late response of a child that left) changes
    /// nothing, never traps, and is reported by the debug log (`ignored: no DetailState (Destination is .owner)`).
    /// Chain one call per case from ``EmptyMutation`` to build an enum's mutation from its cases' mutations.
    ///
    /// Cost per action: one `action.extract` call; for a child action, `stateCase.extract` and `stateCase.embed`
    /// (a `Mirror` each for cases declared in one line) and a copy of the child out of the enum and back, so a
    /// copy-on-write value the child holds is copied once per child action.
    ///
    /// - Parameters:
    ///   - stateCase: The case of this mutation's state that holds the child's state, such as `.detail`.
    ///   - action: The case of this mutation's action that carries the child's actions.
    ///   - child: The child feature's mutation.
    @inlinable
    public func scope<Child: Mutation>(
        case stateCase: StateCase<State, Child.State>,
        action: ActionCase<Action, Child.Action>,
        _ child: Child
    ) -> CaseScopedMutation<Self, Child> {
        CaseScopedMutation(parent: self, child: child, stateCase: stateCase, action: action)
    }
}

/// A parent mutation with one case's child mutation applied first, when the state is that case:
/// ``Mutation/scope(case:action:_:)``.
public struct CaseScopedMutation<Parent: Mutation, Child: Mutation>: Mutation {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    @usableFromInline let stateCase: StateCase<Parent.State, Child.State>
    @usableFromInline let action: ActionCase<Parent.Action, Child.Action>

    @usableFromInline
    init(
        parent: Parent, child: Child, stateCase: StateCase<Parent.State, Child.State>,
        action: ActionCase<Parent.Action, Child.Action>
    ) {
        self.parent = parent
        self.child = child
        self.stateCase = stateCase
        self.action = action
    }

    /// Applies a child action to the case's child if the state is that case (or reports it), then `action` with the
    /// parent's mutation.
    @inlinable
    public func mutate(action: Parent.Action, state: inout Parent.State) {
        if let childAction = self.action.extract(action) {
            if var childState = stateCase.extract(state) {
                child.mutate(action: childAction, state: &childState)
                state = stateCase.embed(childState)
            } else {
                IgnoredChildAction.reportOtherCase(Child.State.self, in: state)
            }
        }
        parent.mutate(action: action, state: &state)
    }
}
