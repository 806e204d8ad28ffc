extension Mutation where Action: Equatable {
    /// This mutation with undo and redo of one value of its state: each action that changes the value is a step the
    /// `undo` action takes back, kept in the state's ``UndoHistory``.
    ///
    /// Compose it last (after ``Mutation/applyingBindings()``) to see every change. Runs on the dispatching thread, as
    /// any mutation; per action, two `==` of actions, a copy of the value (a retain per reference) and one `==`.
    ///
    /// - Parameters:
    ///   - value: What undo restores, such as `\.count` or `\.draft`.
    ///   - history: Where the state keeps the steps, beside `value`.
    ///   - undo: The feature's action that undoes a step.
    ///   - redo: The feature's action that redoes an undone step.
    ///   - coalescing: Which consecutive changes are one step; by default each is its own.
    /// - Returns: The mutation the Flux (or a parent's ``Mutation/scope(state:action:_:)``) should run.
    public func undoable<Value>(
        _ value: any WritableKeyPath<State, Value> & Sendable,
        history: any WritableKeyPath<State, UndoHistory<Value>> & Sendable,
        undo: Action,
        redo: Action,
        coalescing: UndoCoalescing<Action> = .never
    ) -> UndoableMutation<Self, Value> {
        precondition(undo != redo, "the undo and redo actions are the same action")
        return UndoableMutation(
            base: self, value: value, history: history, undo: undo, redo: redo, coalescing: coalescing,
            reader: PropertyReader(value))
    }
}

/// A feature's mutation with undo and redo of one value of its state:
/// ``Mutation/undoable(_:history:undo:redo:coalescing:)``.
public struct UndoableMutation<Base: Mutation, Value: Equatable & Sendable>: Mutation where Base.Action: Equatable {
    let base: Base
    let value: any WritableKeyPath<Base.State, Value> & Sendable
    let history: any WritableKeyPath<Base.State, UndoHistory<Value>> & Sendable
    let undo: Base.Action
    let redo: Base.Action
    let coalescing: UndoCoalescing<Base.Action>
    /// The read of `value`, at its offset when it is stored inline: through the key path, a read costs about 400
    /// instructions.
    let reader: PropertyReader<Base.State, Value>

    /// Undoes or redoes a step, then applies `action` with the feature's mutation; for another action, records the
    /// change it made to the value.
    public func mutate(action: Base.Action, state: inout Base.State) {
        if action == undo || action == redo {
            var current = reader.read(state)
            let moved =
                action == undo ? state[keyPath: history].undo(&current) : state[keyPath: history].redo(&current)
            if moved {
                state[keyPath: value] = current
            }
            base.mutate(action: action, state: &state)
            return
        }
        let old = reader.read(state)
        base.mutate(action: action, state: &state)
        let new = reader.read(state)
        if new != old {
            state[keyPath: history].change(from: old, to: new, step: coalescing.key(action))
        }
    }
}
