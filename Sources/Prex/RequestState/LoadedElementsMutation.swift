extension Mutation {
    /// This mutation with the mutation of a list of child features that loads composed in: each element action is
    /// applied to the element with its id in the request state's loaded value, wherever it has moved, keeping the
    /// phase; every action then reaches this mutation.
    ///
    /// The same composition as ``forEach(state:action:_:)`` of the loaded list (`\.rows.elements`), in one call and
    /// named by the request state in the debug log. An action for an element that is not there, because the list
    /// was not loaded yet or its element is gone, changes nothing, never traps, and is reported by the debug log
    /// (`ignored: no Row with id 1 in \ListState.rows`, ending in `(nothing loaded)` before the first load). Named
    /// apart from `forEach(state:action:_:)` so that neither a call nor a link is ambiguous.
    ///
    /// Cost per element action: as ``forEach(state:action:_:)``, plus two writes of the request state (its value taken
    /// out and put back, so that the list changes in place).
    ///
    /// - Parameters:
    ///   - keyPath: The request state of the list in the state, such as `\.rows`.
    ///   - action: The case of this mutation's action that carries an action for one element.
    ///   - child: The mutation of one element.
    @inlinable
    public func forEach<Child: Mutation, Failure>(
        loaded keyPath: any WritableKeyPath<State, RequestState<IdentifiedList<Child.State>, Failure>> & Sendable,
        action: ActionCase<Action, ElementAction<Child.State.ID, Child.Action>>,
        _ child: Child
    ) -> LoadedElementsMutation<Self, Child, Failure> where Child.State: Identifiable, Child.State.ID: Sendable {
        LoadedElementsMutation(parent: self, child: child, keyPath: keyPath, action: action)
    }
}

/// A parent mutation with each element action applied to its element of a loaded list first:
/// ``Mutation/forEach(loaded:action:_:)``.
public struct LoadedElementsMutation<Parent: Mutation, Child: Mutation, Failure: Error>: Mutation
where Child.State: Identifiable, Child.State.ID: Sendable {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    @usableFromInline let keyPath:
        any WritableKeyPath<Parent.State, RequestState<IdentifiedList<Child.State>, Failure>> & Sendable
    @usableFromInline let action: ActionCase<Parent.Action, ElementAction<Child.State.ID, Child.Action>>

    @usableFromInline
    init(
        parent: Parent, child: Child,
        keyPath: any WritableKeyPath<Parent.State, RequestState<IdentifiedList<Child.State>, Failure>> & Sendable,
        action: ActionCase<Parent.Action, ElementAction<Child.State.ID, Child.Action>>
    ) {
        self.parent = parent
        self.child = child
        self.keyPath = keyPath
        self.action = action
    }

    /// Applies an element action to its loaded element if present (or reports it), then `action` with the parent's
    /// mutation.
    @inlinable
    public func mutate(action: Parent.Action, state: inout Parent.State) {
        if let elementAction = self.action.extract(action) {
            let applied = state[keyPath: keyPath].updateLoaded(id: elementAction.id) { element in
                child.mutateIfPresent(action: elementAction.action, state: &element)
            }
            if applied != true {
                IgnoredChildAction.reportAbsent(
                    Child.State.self, id: elementAction.id, inLoaded: keyPath, isLoaded: applied != nil)
            }
        }
        parent.mutate(action: action, state: &state)
    }
}
