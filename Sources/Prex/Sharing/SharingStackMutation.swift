extension Mutation {
    /// This mutation with the mutation of a navigation stack's elements composed in, every element sharing one value
    /// of this state: the steps of a flow, pushed one after the other, that read and write the data it collects.
    ///
    /// As ``forEach(stack:action:_:)``, with the sharing of ``scope(state:action:sharing:as:_:)``: the parent's
    /// property (`shared`) is the value's one source of truth, each element keeps a copy in a stored property
    /// (`copy`). Before an element's mutation runs, its copy is set to the shared value; what the element wrote there
    /// is then the shared value, which the parent's mutation sees. After the parent's mutation, every element whose
    /// copy differs is given the shared value: all of them when it changed in this action, otherwise those pushed or
    /// changed (an element pushed with any value takes the shared one). A popped element's copy is not kept. A copy
    /// the parent's mutation wrote is replaced, and the debug log says so. For elements that are an enum of screens,
    /// see ``forEach(stack:action:sharing:cases:_:)``. See <doc:FormsSharedStateAndPersistence>.
    ///
    /// Runs where the store applies mutations. Cost per action: as ``forEach(stack:action:_:)``, plus two reads and
    /// one `==` of the value and a read of the top element's copy; when the parent's mutation changed the stack, the
    /// top elements (at most 64) compared by `==` and the elements written below them; O(n) when the value changed.
    ///
    /// - Parameters:
    ///   - keyPath: The stack in the state, such as `\.path`.
    ///   - action: The case of this mutation's action that carries the stack's actions.
    ///   - shared: The shared value in this mutation's state, such as `\.data`.
    ///   - copy: Each element's copy of it, a stored property of the element, such as `\.data`.
    ///   - child: The mutation of one element.
    public func forEach<Child: Mutation, Value: Equatable & Sendable>(
        stack keyPath: any WritableKeyPath<State, StackState<Child.State>> & Sendable,
        action: ActionCase<Action, StackAction<Child.State, Child.Action>>,
        sharing shared: any WritableKeyPath<State, Value> & Sendable,
        as copy: any WritableKeyPath<Child.State, Value> & Sendable,
        _ child: Child
    ) -> SharingStackMutation<Self, Child, Value> where Child.State: Equatable {
        SharingStackMutation(
            parent: self, child: child, keyPath: keyPath, action: action, shared: shared, copy: .stored(copy),
            sharedValue: PropertyReader(shared), stack: PropertyReader(keyPath))
    }

    /// This mutation with the mutation of a navigation stack of screens composed in (an enum of the screens'
    /// states, each case its own feature), the screens that keep a copy sharing one value of this state: the steps
    /// of a sign-up flow, each its own feature, that read and write the data it collects.
    ///
    /// As ``forEach(stack:action:sharing:as:_:)``, each screen keeping its copy in its case's child: `cases` says
    /// where, one ``CaseCopy`` per case that shares (`CaseCopy(.account, \.data)`); a screen of another case keeps
    /// none. Compose the screens' mutation by case as without sharing (``scope(case:action:_:)``): the sharing is
    /// this clause's, at the level that holds the value. A screen that becomes another case in its mutation
    /// writes nothing: its new copy takes the shared value. See <doc:FormsSharedStateAndPersistence>.
    ///
    /// Runs where the store applies mutations. Cost per action: as ``forEach(stack:action:sharing:as:_:)``, each
    /// read or write of a copy calling its case's `extract` (and `embed` to write), a `Mirror` for a case declared
    /// in one line: declare the cases of a long stack with both closures. The top element's copy is looked for from
    /// the top down, past screens that keep none.
    ///
    /// - Parameters:
    ///   - keyPath: The stack in the state, such as `\.path`.
    ///   - action: The case of this mutation's action that carries the stack's actions.
    ///   - shared: The shared value in this mutation's state, such as `\.data`.
    ///   - cases: Where each case that shares keeps its copy, such as `[CaseCopy(.account, \.data)]`.
    ///   - child: The mutation of one screen (usually its cases' mutations, composed by case).
    public func forEach<Child: Mutation, Value: Equatable & Sendable>(
        stack keyPath: any WritableKeyPath<State, StackState<Child.State>> & Sendable,
        action: ActionCase<Action, StackAction<Child.State, Child.Action>>,
        sharing shared: any WritableKeyPath<State, Value> & Sendable,
        cases: [CaseCopy<Child.State, Value>],
        _ child: Child
    ) -> SharingStackMutation<Self, Child, Value> where Child.State: Equatable {
        SharingStackMutation(
            parent: self, child: child, keyPath: keyPath, action: action, shared: shared, copy: .cases(cases),
            sharedValue: PropertyReader(shared), stack: PropertyReader(keyPath))
    }
}

/// A parent mutation with its navigation stack's actions applied first, the elements sharing one value of the
/// parent's state: ``Mutation/forEach(stack:action:sharing:as:_:)`` and
/// ``Mutation/forEach(stack:action:sharing:cases:_:)``.
public struct SharingStackMutation<Parent: Mutation, Child: Mutation, Value: Equatable & Sendable>: Mutation
where Child.State: Equatable {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    @usableFromInline let keyPath: any WritableKeyPath<Parent.State, StackState<Child.State>> & Sendable
    @usableFromInline let action: ActionCase<Parent.Action, StackAction<Child.State, Child.Action>>
    @usableFromInline let shared: any WritableKeyPath<Parent.State, Value> & Sendable
    @usableFromInline let copy: SharedCopyPath<Child.State, Value>
    /// The reads of `shared` and of the stack, at their offsets when stored inline: reading through the key paths
    /// costs about 400 instructions each.
    @usableFromInline let sharedValue: PropertyReader<Parent.State, Value>
    @usableFromInline let stack: PropertyReader<Parent.State, StackState<Child.State>>

    /// Applies a stack action (an element's with its copy set to the shared value before and read back after, a
    /// pushed element given the shared value), then `action` with the parent's mutation, then gives a path made
    /// elsewhere the stack's next ids and the shared value to every element whose copy differs; an action for an
    /// element that is gone is reported and reaches no mutation.
    @inlinable
    public func mutate(action: Parent.Action, state: inout Parent.State) {
        let start = sharedValue.read(state)
        let origin: StackState<Child.State>.Origin
        let held: Value
        do {
            // One read of the stack for both, released before the stack is written.
            let current = stack.read(state)
            origin = current.origin
            held = topCopy(in: current) ?? start
        }
        switch self.action.extract(action) {
        case .element(let id, let childAction)?:
            var written: Value?
            let found = state[keyPath: keyPath].updateElement(id: id) { element in
                written = SharedCopy.mutate(child, action: childAction, state: &element, copy: copy, sharing: start)
            }
            guard found else {
                return IgnoredChildAction.reportAbsent(Child.State.self, id: id, in: keyPath)
            }
            if let written, written != start {
                state[keyPath: shared] = written
            }
        case .popFrom(let id)?:
            guard state[keyPath: keyPath].pop(from: id) else {
                return IgnoredChildAction.reportAbsent(Child.State.self, id: id, in: keyPath)
            }
        case .push(var element)?:
            copy.refresh(&element, to: start)
            state[keyPath: keyPath].append(element)
        case nil:
            break
        }
        let before = stack.read(state)
        parent.mutate(action: action, state: &state)
        if !stack.read(state).descends(from: origin) {
            state[keyPath: keyPath].adopt(origin)
        }
        refreshCopies(in: &state, held: held, before: before)
    }

    /// The copy of the topmost element that keeps one, or `nil` when none does.
    @inlinable
    func topCopy(in elements: StackState<Child.State>) -> Value? {
        for position in elements.indices.reversed() {
            if let value = copy.read(elements[position]) {
                return value
            }
        }
        return nil
    }

    /// Gives the shared value to every element whose copy differs: all of them when it is not what the elements
    /// held before the action (`held`: a sharer composed outside this mutation may have written it already),
    /// otherwise those that differ from `before`, the stack before the parent's mutation, reporting a copy the
    /// parent's mutation wrote.
    @inlinable
    func refreshCopies(in state: inout Parent.State, held: Value, before: StackState<Child.State>) {
        let value = sharedValue.read(state)
        if value != held {
            state[keyPath: keyPath].updateEach { copy.refresh(&$0, to: value) }
            return
        }
        var stale: [StackElementID] = []
        do {
            let elements = stack.read(state)
            elements.forEachChangedPosition(since: before) { position in
                guard let now = copy.copy(in: elements[position]), now.value != value else { return }
                let id = elements.id(at: position)
                if let old = before[id: id].flatMap(copy.copy(in:)), old.sharer == now.sharer, old.value != now.value {
                    SharedCopy.reportReplaced(
                        copy.keyPath(in: elements[position]), of: Child.State.self, id: id, in: keyPath, by: shared)
                }
                stale.append(id)
            }
        }
        for id in stale {
            _ = state[keyPath: keyPath].updateElement(id: id) { copy.refresh(&$0, to: value) }
        }
    }
}
