import Prex
import PrexTesting
import TestSupport
import Testing

/// The test clock ends sleeps when the test moves its time, in deadline order, and never on its own; the
/// immediate clock ends them at once; both honour cancellation.
@Suite(.timeLimit(.minutes(5)))
struct TestClockTests {
    @Test func aSleepEndsWhenTimeReachesItsDeadlineAndNotBefore() async throws {
        let clock = TestClock()
        let woke = Recorder<String>()
        let sleeper = Task {
            try await clock.sleep(for: .milliseconds(300))
            woke.append("300 ms")
        }
        await clock.waitForSleepers(1)

        await clock.advance(by: .milliseconds(299))
        #expect(woke.all.isEmpty)
        #expect(clock.pendingSleeps == 1)
        await clock.advance(by: .milliseconds(1))
        try await sleeper.value

        #expect(woke.all == ["300 ms"])
        #expect(clock.now == .milliseconds(300))
        #expect(clock.pendingSleeps == 0)
    }

    @MainActor @Test func advancingEndsSleepsInDeadlineOrder() async {
        let clock = TestClock()
        let woke = Recorder<Int>()
        for seconds in [3, 1, 2] {
            Task { @MainActor in
                try await clock.sleep(for: .seconds(seconds))
                woke.append(seconds)
            }
        }
        await clock.waitForSleepers(3)

        await clock.advance(by: .seconds(3))
        while woke.all.count < 3 { await Task.yield() }

        #expect(woke.all == [1, 2, 3])
    }

    @Test func runEndsEverySleepIncludingThoseStartedOnTheWay() async throws {
        let clock = TestClock()
        let sleeper = Task {
            try await clock.sleep(for: .seconds(1))
            try await clock.sleep(for: .seconds(1))
        }
        await clock.waitForSleepers(1)

        await clock.advance(by: .seconds(1))
        await clock.waitForSleepers(1)
        await clock.run()
        try await sleeper.value

        #expect(clock.now == .seconds(2))
    }

    @Test func aCancelledSleepThrowsAndLeavesTheClock() async {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(3_600)) }
        await clock.waitForSleepers(1)

        sleeper.cancel()

        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.pendingSleeps == 0)
    }

    @Test func aSleepOfZeroOrLessEndsAtOnce() async throws {
        let clock = TestClock()

        try await clock.sleep(for: .zero)
        try await clock.sleep(for: .milliseconds(-5))

        #expect(clock.now == .zero)
    }

    @Test func theImmediateClockEndsEverySleepAtOnceButHonoursCancellation() async throws {
        let clock = ImmediateClock()
        try await clock.sleep(for: .seconds(3_600))

        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        await #expect(throws: CancellationError.self) { try await cancelled.value }
    }
}
