import Foundation
import TestSupport
import Testing

/// The time-travel rows of the built `prex-bench`: the recording they open is one the example replays, and each
/// row is reported. Their figures are not checked here (timings never are in tests).
@Suite(.timeLimit(.minutes(5)))
struct PrexBenchTimelineTests {
    /// The rows of one workload run as `prex-bench NAME ARGUMENTS --runs 1 --json`: name and unit of each.
    static func rows(_ name: String, _ arguments: [String]) throws -> [(name: String, unit: String, value: Double)] {
        let outcome = try PrexBenchHelpTests.run([name] + arguments + ["--runs", "1", "--json"])
        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        let document = try #require(try JSONSerialization.jsonObject(with: outcome.standardOutput) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        return try results.map { row in
            (
                try #require(row["name"] as? String), try #require(row["unit"] as? String),
                try #require(row["value"] as? Double)
            )
        }
    }

    @Test func openingARecordingReportsItsTimeAndTheHeapItHoldsBesideAReplay() throws {
        // The workload stops the program (a precondition) unless the timeline's last step is what
        // Flux.replay(from:) and the example's own replay reach from the file it wrote.
        let rows = try Self.rows("timeline-open", ["--count", "300"])

        #expect(rows.map(\.name).prefix(2) == ["timeline open [300 steps]", "timeline heap [300 steps]"])
        #expect(rows.map(\.unit).prefix(2) == ["ms", "MB"])
        let heap = try #require(rows.dropFirst().first)
        // A sanitizer's allocator replaces malloc's, whose statistics (the heap row's source) then read 0.
        if Sanitizer.current == nil {
            #expect(heap.value > 0, "a timeline of 300 steps holds some memory")
        }
    }

    @Test(arguments: ["timeline-step-one-1000", "timeline-diff-big-1000"])
    func movingToAStepReportsItsCost(workload: String) throws {
        let rows = try Self.rows(workload, ["--count", "1"])

        #expect(rows.map(\.name) == [workload])
        #expect(rows.map(\.unit) == ["ns/step"])
    }

    @Test func theRecorderRowsCompareDispatchWithAndWithoutHistory() throws {
        let rows = try Self.rows("timeline-recorder", ["--count", "1000"])

        #expect(
            rows.map(\.name) == [
                "timeline recorder", "timeline recorder, snapshot held [1k]", "timeline recorder, snapshot held [10k]",
            ])
    }
}
