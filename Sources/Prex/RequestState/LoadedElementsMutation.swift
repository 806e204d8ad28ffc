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
    public func forEach<Child: Mutation, Failure>(
        loaded keyPath: any WritableKeyPath<State, RequestState<IdentifiedList<Child.State>, Failure>> & Sendable,
        action: ActionCase<Action, ElementAction<Child.State.ID, Child.Action>>,
        _ child: Child
    ) -> LoadedElementsMutation<Self, Child, Failure> where Child.State: Identifiable, Child.State.ID: Sendable {
        LoadedElementsMutation(parent: self, child: child, path: LoadedElementChildPath(keyPath), action: action)
    }
}

/// A parent mutation with each element action applied to its element of a loaded list first:
/// ``Mutation/forEach(loaded:action:_:)``.
public typealias LoadedElementsMutation<Parent: Mutation, Child: Mutation, Failure: Error> =
    ScopedChildMutation<Parent, Child, LoadedElementChildPath<Parent.State, Child.State, Child.Action, Failure>>
where Child.State: Identifiable, Child.State.ID: Sendable

/// An element of a loaded list of children, by id: what ``LoadedElementsMutation`` follows.
public struct LoadedElementChildPath<Root, Element: Identifiable & Sendable, ChildAction: Sendable, Failure: Error>:
    ChildPath
where Element.ID: Sendable {
    @usableFromInline let keyPath: any WritableKeyPath<Root, RequestState<IdentifiedList<Element>, Failure>> & Sendable

    init(_ keyPath: any WritableKeyPath<Root, RequestState<IdentifiedList<Element>, Failure>> & Sendable) {
        self.keyPath = keyPath
    }

    /// Applies `mutate` to the loaded element with the message's id if it is there, keeping the phase, or reports
    /// the action; the parent's mutation then runs.
    @inlinable
    public func apply(
        _ message: ElementAction<Element.ID, ChildAction>, to root: inout Root,
        _ mutate: (ChildAction, inout Element) -> Void
    ) -> Bool {
        let applied = root[keyPath: keyPath].updateLoaded(id: message.id) { element in
            element.updateIfPresent { mutate(message.action, &$0) }
        }
        if applied != true {
            IgnoredChildAction.reportAbsent(Element.self, id: message.id, inLoaded: keyPath, isLoaded: applied != nil)
        }
        return true
    }
}
