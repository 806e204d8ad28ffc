import Prex
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

    @Test func theProgramsMutationUndoesAndRedoesEachChangeOfTheCount() {
        // Given 0 → 1 → 2 → 0, then a reset at zero, which changes nothing and so is no step
        var state = CounterState()
        for action in [CounterAction.increment, .increment, .reset, .reset] {
            UndoableMutation.counter.mutate(action: action, state: &state)
        }
        #expect(state.history.undoValues == [0, 1, 2])

        // When undone twice and redone once
        UndoableMutation.counter.mutate(action: .undo, state: &state)
        UndoableMutation.counter.mutate(action: .undo, state: &state)
        #expect(state.count == 1)
        UndoableMutation.counter.mutate(action: .redo, state: &state)

        // Then
        #expect(state.count == 2)
        #expect(state.history.redoValues == [0])
    }

    @Test func undoAndRedoWithNothingToDoChangeNothing() {
        var state = CounterState(count: 3)

        UndoableMutation.counter.mutate(action: .undo, state: &state)
        UndoableMutation.counter.mutate(action: .redo, state: &state)

        #expect(state == CounterState(count: 3))
    }

    @Test func aChangeAfterUndoForgetsTheRedo() {
        var state = CounterState()
        for action in [CounterAction.increment, .increment, .undo, .decrement, .redo] {
            UndoableMutation.counter.mutate(action: action, state: &state)
        }

        #expect(state.count == 0)
        #expect(state.history.undoValues == [0, 1])
        #expect(!state.history.canRedo)
    }
}
