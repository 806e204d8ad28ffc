extension Mutation {
    /// This mutation with the mutation of a list of child features composed in: each element action is applied to
    /// the element with its id, wherever it has moved; every action then reaches this mutation.
    ///
    /// An action for an id that is gone (a late response) changes nothing, never traps, and is reported by the debug
    /// log. Cost per element action: one lookup by id, and an O(log n) copy of the list's storage when an older
    /// version of the state is kept (the store keeps one).
    ///
    /// - Parameters:
    ///   - keyPath: The list of children in the state, such as `\.starred`.
    ///   - action: The case of this mutation's action that carries an action for one element.
    ///   - child: The mutation of one element.
    public func forEach<Child: Mutation>(
        state keyPath: any WritableKeyPath<State, IdentifiedList<Child.State>> & Sendable,
        action: ActionCase<Action, ElementAction<Child.State.ID, Child.Action>>,
        _ child: Child
    ) -> ElementsMutation<Self, Child> where Child.State: Identifiable, Child.State.ID: Sendable {
        ElementsMutation(parent: self, child: child, path: ElementChildPath(keyPath), action: action)
    }
}

/// A parent mutation with each element action applied to its element first: ``Mutation/forEach(state:action:_:)``.
public typealias ElementsMutation<Parent: Mutation, Child: Mutation> =
    ScopedChildMutation<Parent, Child, ElementChildPath<Parent.State, Child.State, Child.Action>>
where Child.State: Identifiable, Child.State.ID: Sendable

/// An element of a list of children, by id: what ``ElementsMutation`` follows.
public struct ElementChildPath<Root, Element: Identifiable & Sendable, ChildAction: Sendable>: ChildPath
where Element.ID: Sendable {
    @usableFromInline let keyPath: any WritableKeyPath<Root, IdentifiedList<Element>> & Sendable

    init(_ keyPath: any WritableKeyPath<Root, IdentifiedList<Element>> & Sendable) {
        self.keyPath = keyPath
    }

    /// Applies `mutate` to the element with the message's id if it is there, or reports the action; the parent's
    /// mutation then runs.
    @inlinable
    public func apply(
        _ message: ElementAction<Element.ID, ChildAction>, to root: inout Root,
        _ mutate: (ChildAction, inout Element) -> Void
    ) -> Bool {
        if !root[keyPath: keyPath][id: message.id].updateIfPresent({ mutate(message.action, &$0) }) {
            IgnoredChildAction.reportAbsent(Element.self, id: message.id, in: keyPath)
        }
        return true
    }
}
