extension Mutation {
    /// This mutation with the mutation of a list of child features composed in, every element sharing one value of
    /// this state: rows that read and write one setting.
    ///
    /// The parent's property (`shared`) is the value's one source of truth; each element keeps a copy in a stored
    /// property (`copy`), which this mutation keeps equal to it. Before an element's mutation runs, its copy is set to
    /// the shared value; what the element wrote there is then the shared value, which the parent's mutation sees.
    /// After the parent's mutation, every element whose copy differs is given the shared value: all of them when the
    /// value changed in this action, otherwise those the action added or changed (an element added with any value
    /// takes the shared one). An element action for an id that is gone changes nothing and is reported, as
    /// ``forEach(state:action:_:)`` reports it. See <doc:FormsSharedStateAndPersistence>.
    ///
    /// Runs where the store applies mutations. Cost per action: as ``forEach(state:action:_:)``, plus a read and one
    /// `==` of the value, and the list's difference from its version before the action (O(1) unchanged, O(log n)
    /// for one element written, O(n) when ids were added or removed); O(n) when the shared value changed.
    ///
    /// - Parameters:
    ///   - keyPath: The list of children in the state, such as `\.rows`.
    ///   - action: The case of this mutation's action that carries an action for one element.
    ///   - shared: The shared value in this mutation's state, such as `\.settings`.
    ///   - copy: Each element's copy of it, a stored property of the element, such as `\.settings`.
    ///   - child: The mutation of one element.
    public func forEach<Child: Mutation, Value: Equatable & Sendable>(
        state keyPath: any WritableKeyPath<State, IdentifiedList<Child.State>> & Sendable,
        action: ActionCase<Action, ElementAction<Child.State.ID, Child.Action>>,
        sharing shared: any WritableKeyPath<State, Value> & Sendable,
        as copy: any WritableKeyPath<Child.State, Value> & Sendable,
        _ child: Child
    ) -> SharingElementsMutation<Self, Child, Value>
    where Child.State: Identifiable & Equatable, Child.State.ID: Sendable {
        SharingElementsMutation(
            parent: self, child: child, keyPath: keyPath, action: action, shared: shared, copy: .stored(copy),
            sharedValue: PropertyReader(shared), list: PropertyReader(keyPath))
    }
}

/// A parent mutation with each element action applied to its element first, every element sharing one value of
/// the parent's state: ``Mutation/forEach(state:action:sharing:as:_:)``.
public struct SharingElementsMutation<Parent: Mutation, Child: Mutation, Value: Equatable & Sendable>: Mutation
where Child.State: Identifiable & Equatable, Child.State.ID: Sendable {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    @usableFromInline let keyPath: any WritableKeyPath<Parent.State, IdentifiedList<Child.State>> & Sendable
    @usableFromInline let action: ActionCase<Parent.Action, ElementAction<Child.State.ID, Child.Action>>
    @usableFromInline let shared: any WritableKeyPath<Parent.State, Value> & Sendable
    @usableFromInline let copy: SharedCopyPath<Child.State, Value>
    /// The reads of `shared` and of the list, at their offsets when stored inline: reading through the key paths
    /// costs about 400 instructions each.
    @usableFromInline let sharedValue: PropertyReader<Parent.State, Value>
    @usableFromInline let list: PropertyReader<Parent.State, IdentifiedList<Child.State>>

    /// Applies an element action to its element if present (or reports it), its copy set to the shared value before
    /// and read back after; then `action` with the parent's mutation; then gives the shared value to every element
    /// whose copy differs.
    @inlinable
    public func mutate(action: Parent.Action, state: inout Parent.State) {
        let start = sharedValue.read(state)
        let before = list.read(state)
        if let elementAction = self.action.extract(action) {
            let written = SharedCopy.mutate(
                child, action: elementAction.action, state: &state[keyPath: keyPath][id: elementAction.id],
                copy: copy, sharing: start)
            if let written {
                if written != start {
                    state[keyPath: shared] = written
                }
            } else {
                IgnoredChildAction.reportAbsent(Child.State.self, id: elementAction.id, in: keyPath)
            }
        }
        parent.mutate(action: action, state: &state)
        refreshCopies(in: &state, before: before)
    }

    /// Gives the shared value to every element whose copy differs: all of them when it is not what the elements had
    /// before the action (the copy of `before`'s first element: a sharer composed outside this mutation may have
    /// written it already), otherwise those that differ from `before`, the list before the action.
    @inlinable
    func refreshCopies(in state: inout Parent.State, before: IdentifiedList<Child.State>) {
        let value = sharedValue.read(state)
        if let previous = before.first.flatMap(copy.read), previous != value {
            state[keyPath: keyPath].updateEach { copy.refresh(&$0, to: value) }
            return
        }
        var stale: [Child.State.ID] = []
        do {
            let elements = list.read(state)
            elements.forEachDifference(from: before) { difference in
                switch difference {
                case .updated(let id, let element) where copy.read(element) != value:
                    if let previous = before[id: id].flatMap(copy.read), previous != copy.read(element) {
                        SharedCopy.reportReplaced(
                            copy.keyPath(in: element), of: Child.State.self, id: id, in: keyPath, by: shared)
                    }
                    stale.append(id)
                case .inserted(let id) where elements[id: id].flatMap(copy.read) != value:
                    stale.append(id)
                case .updated, .inserted, .removed:
                    break
                }
            }
        }
        for id in stale {
            _ = state[keyPath: keyPath][id: id].updateIfPresent { copy.refresh(&$0, to: value) }
        }
    }
}
