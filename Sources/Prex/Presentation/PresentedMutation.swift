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
        PresentedMutation(parent: self, child: child, path: PresentedChildPath(keyPath), action: action)
    }
}

/// A parent mutation with a presented child's applied first: what `ifLet(state:action:_:)` returns for a
/// ``PresentationAction`` case.
public typealias PresentedMutation<Parent: Mutation, Child: Mutation> =
    ScopedChildMutation<Parent, Child, PresentedChildPath<Parent.State, Child.State, Child.Action>>

/// A presented child, optional, removed by ``PresentationAction/dismiss``: what ``PresentedMutation`` follows.
public struct PresentedChildPath<Root, Child, ChildAction: Sendable>: ChildPath {
    @usableFromInline let keyPath: any WritableKeyPath<Root, Child?> & Sendable

    init(_ keyPath: any WritableKeyPath<Root, Child?> & Sendable) {
        self.keyPath = keyPath
    }

    /// Applies `mutate` to a present child, or removes it on a dismiss; reports an action for an absent child and
    /// returns `false`, so that the parent's mutation does not run for it.
    @inlinable
    public func apply(
        _ message: PresentationAction<ChildAction>, to root: inout Root, _ mutate: (ChildAction, inout Child) -> Void
    ) -> Bool {
        switch message {
        case .presented(let childAction):
            guard root[keyPath: keyPath].updateIfPresent({ mutate(childAction, &$0) }) else {
                IgnoredChildAction.reportAbsent(Child.self, at: keyPath)
                return false
            }
        case .dismiss:
            guard root[keyPath: keyPath] != nil else {
                IgnoredChildAction.reportAbsent(Child.self, at: keyPath)
                return false
            }
            root[keyPath: keyPath] = nil
        }
        return true
    }
}
