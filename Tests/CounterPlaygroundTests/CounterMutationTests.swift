import Testing

@testable import CounterPlayground

struct CounterMutationTests {
    @Test(
        "The mutation applies each action to the count",
        arguments: [
            (CounterAction.increment, 3, 4),
            (.decrement, 3, 2),
            (.reset, 3, 0),
            (.reset, 0, 0),
        ]
    )
    func appliesAction(action: CounterAction, from start: Int, to expected: Int) {
        var state = CounterState(count: start)

        CounterMutation().mutate(action: action, state: &state)

        #expect(state.count == expected)
    }

    @Test func decrementGoesBelowZeroSinceTheGuardIsThePresenters() {
        var state = CounterState()

        CounterMutation().mutate(action: .decrement, state: &state)

        #expect(state.count == -1)
    }
}
