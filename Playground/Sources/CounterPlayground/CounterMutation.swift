import Prex

/// The README's mutation, plus `reset`: the only code that changes ``CounterState``.
///
/// Undo and redo are not its business: ``Mutation/counter`` composes it with the library's undo of the count, which
/// puts back the count before the `undo` and `redo` actions reach it.
struct CounterMutation: Mutation {
    func mutate(action: CounterAction, state: inout CounterState) {
        switch action {
        case .increment:
            state.count += 1

        case .decrement:
            state.count -= 1

        case .reset:
            state.count = 0

        case .undo, .redo:
            break
        }
    }
}

extension Mutation where Self == UndoableMutation<CounterMutation, Int> {
    /// The counter's mutation with undo and redo of the count: what the program's Flux runs. Each action that
    /// changes the count is a step; `reset` at zero changes nothing, so it is none.
    static var counter: Self {
        CounterMutation().undoable(\.count, history: \.history, undo: .undo, redo: .redo)
    }
}
