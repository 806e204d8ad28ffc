import Prex

/// The README's mutation, plus `reset`: the only code that changes ``CounterState``.
struct CounterMutation: Mutation {
    func mutate(action: CounterAction, state: inout CounterState) {
        switch action {
        case .increment:
            state.count += 1

        case .decrement:
            state.count -= 1

        case .reset:
            state.count = 0
        }
    }
}
