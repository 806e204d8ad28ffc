import Foundation
import Testing

/// `counter --observe`, run as built: the screen is drawn by observation tracking, again when, and only
/// when, the count it read changed.
@Suite(.timeLimit(.minutes(5)))
struct ObservingCounterExecutableTests {
    @Test func aScriptedSessionDrawsEachChangedCount() throws {
        let outcome = try CounterExecutable.run(["--observe"], input: "+\n+\n-\nreset\nquit\n")

        #expect(outcome.standardOutput == "count: 0\ncount: 1\ncount: 2\ncount: 1\ncount: 0\n")
        #expect(outcome.standardError.isEmpty)
        #expect(outcome.reason == .exit)
        #expect(outcome.status == 0)
    }

    @Test func anActionThatLeavesTheCountAsItWasDrawsNothing() throws {
        // The action log shows every dispatch; a redraw follows only those that changed the count, after the
        // action (observation redraws after the event, as SwiftUI does).
        let outcome = try CounterExecutable.run(["--observe", "--verbose"], input: "+\nreset\nreset\nreset\n+\n")

        #expect(
            outcome.standardOutput == """
                count: 0
                action: increment
                count: 1
                action: reset
                count: 0
                action: reset
                action: reset
                action: increment
                count: 1

                """
        )
        #expect(outcome.status == 0)
    }

    @Test func aDecrementAtZeroDispatchesNothingAndDrawsNothing() throws {
        let outcome = try CounterExecutable.run(["--observe", "--verbose"], input: "-\n-\n+\n")

        #expect(outcome.standardOutput == "count: 0\naction: increment\ncount: 1\n")
        #expect(outcome.status == 0)
    }

    @Test func undoAndRedoRedrawTheCountTheyPutBack() throws {
        let outcome = try CounterExecutable.run(["--observe"], input: "undo\n+\n+\nundo\nredo\nredo\n")

        #expect(outcome.standardOutput == "count: 0\ncount: 1\ncount: 2\ncount: 1\ncount: 2\n")
        #expect(outcome.status == 0)
    }
}
