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
    public func scope<Child: Mutation>(
        case stateCase: StateCase<State, Child.State>,
        action: ActionCase<Action, Child.Action>,
        _ child: Child
    ) -> CaseScopedMutation<Self, Child> {
        CaseScopedMutation(parent: self, child: child, path: CaseChildPath(stateCase), action: action)
    }
}

/// A parent mutation with one case's child mutation applied first, when the state is that case:
/// ``Mutation/scope(case:action:_:)``.
public typealias CaseScopedMutation<Parent: Mutation, Child: Mutation> =
    ScopedChildMutation<Parent, Child, CaseChildPath<Parent.State, Child.State, Child.Action>>

/// The payload of one case of an enum state: what ``CaseScopedMutation`` follows.
public struct CaseChildPath<Root: Sendable, Child: Sendable, ChildAction: Sendable>: ChildPath {
    @usableFromInline let stateCase: StateCase<Root, Child>

    init(_ stateCase: StateCase<Root, Child>) {
        self.stateCase = stateCase
    }

    /// Applies `mutate` to the case's child if the state is that case and embeds it back, or reports the action;
    /// the parent's mutation then runs.
    @inlinable
    public func apply(_ message: ChildAction, to root: inout Root, _ mutate: (ChildAction, inout Child) -> Void) -> Bool
    {
        if var child = stateCase.extract(root) {
            mutate(message, &child)
            root = stateCase.embed(child)
        } else {
            IgnoredChildAction.reportOtherCase(Child.self, in: root)
        }
        return true
    }
}
