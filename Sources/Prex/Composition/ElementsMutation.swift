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
    @inlinable
    public func forEach<Child: Mutation>(
        state keyPath: any WritableKeyPath<State, IdentifiedList<Child.State>> & Sendable,
        action: ActionCase<Action, ElementAction<Child.State.ID, Child.Action>>,
        _ child: Child
    ) -> ElementsMutation<Self, Child> where Child.State: Identifiable, Child.State.ID: Sendable {
        ElementsMutation(parent: self, child: child, keyPath: keyPath, action: action)
    }
}

/// A parent mutation with each element action applied to its element first: ``Mutation/forEach(state:action:_:)``.
public struct ElementsMutation<Parent: Mutation, Child: Mutation>: Mutation
where Child.State: Identifiable, Child.State.ID: Sendable {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    @usableFromInline let keyPath: any WritableKeyPath<Parent.State, IdentifiedList<Child.State>> & Sendable
    @usableFromInline let action: ActionCase<Parent.Action, ElementAction<Child.State.ID, Child.Action>>

    @usableFromInline
    init(
        parent: Parent, child: Child,
        keyPath: any WritableKeyPath<Parent.State, IdentifiedList<Child.State>> & Sendable,
        action: ActionCase<Parent.Action, ElementAction<Child.State.ID, Child.Action>>
    ) {
        self.parent = parent
        self.child = child
        self.keyPath = keyPath
        self.action = action
    }

    /// Applies an element action to its element if present (or reports it), then `action` with the parent's mutation.
    @inlinable
    public func mutate(action: Parent.Action, state: inout Parent.State) {
        if let elementAction = self.action.extract(action) {
            if !child.mutateIfPresent(
                action: elementAction.action, state: &state[keyPath: keyPath][id: elementAction.id])
            {
                IgnoredChildAction.reportAbsent(Child.State.self, id: elementAction.id, in: keyPath)
            }
        }
        parent.mutate(action: action, state: &state)
    }
}
