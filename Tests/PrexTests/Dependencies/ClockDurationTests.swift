import Prex
import Testing

/// Durations of the clock: made from each unit, added, compared, printed; they saturate instead of trapping.
struct ClockDurationTests {
    @Test func unitsConvertToNanoseconds() {
        #expect(ClockDuration.seconds(2).nanoseconds == 2_000_000_000)
        #expect(ClockDuration.milliseconds(300).nanoseconds == 300_000_000)
        #expect(ClockDuration.microseconds(7).nanoseconds == 7_000)
        #expect(ClockDuration.seconds(0.25) == .milliseconds(250))
        #expect(ClockDuration.seconds(Double.nan) == .zero)
    }

    @Test func sumsAndDifferencesSaturateAtTheLimits() {
        #expect(ClockDuration.milliseconds(100) + .milliseconds(200) == .milliseconds(300))
        #expect(ClockDuration.seconds(1) - .milliseconds(1) == .milliseconds(999))
        #expect(ClockDuration.seconds(Int.max).nanoseconds == Int64.max)
        #expect((ClockDuration.nanoseconds(.max) + .seconds(1)).nanoseconds == Int64.max)
        #expect((ClockDuration.nanoseconds(.min) - .seconds(1)).nanoseconds == Int64.min)
        #expect(ClockDuration.seconds(1e300).nanoseconds == Int64.max)
    }

    @Test func aDurationPrintsInTheLargestWholeUnit() {
        #expect(ClockDuration.milliseconds(300).description == "300 ms")
        #expect(ClockDuration.seconds(2).description == "2 s")
        #expect(ClockDuration.microseconds(1_500).description == "1500 µs")
        #expect(ClockDuration.nanoseconds(7).description == "7 ns")
        #expect(ClockDuration.zero.description == "0 ns")
    }

    @Test func theLiveClockSleepsNotAtAllForZeroAndThrowsWhenCancelled() async throws {
        try await LiveClock().sleep(for: .zero)

        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await LiveClock().sleep(for: .seconds(3_600))
        }
        await #expect(throws: CancellationError.self) { try await cancelled.value }
    }
}
