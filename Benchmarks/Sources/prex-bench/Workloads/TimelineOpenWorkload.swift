import Foundation
import GitHubSearch
import Prex

/// A recording of the example (``ExampleSession``, 10,000 entries by default) opened as a `Timeline`, against
/// `Flux.replay(from:)` of the same file, its floor: both read and decode the whole file, then apply every action;
/// the timeline keeps every action and every 64th step's state, the replay only the last state.
///
/// Three rows: the time to open (target: under a second), the heap the opened timeline holds (target: under 50 MB),
/// and the peak resident size while opening. Heap bytes are the C allocator's bytes in use before and after (``Heap``),
/// the replay's measured the same way (its Flux and final state); the peak is the resident size's high-water mark,
/// reset just before (Linux), above the resident size then, so it includes the file's bytes read and the decoded
/// actions the replay drops; the allocator's free memory is given back to the system before each measurement, so
/// that neither reuses pages the other freed.
enum TimelineOpenWorkload {
    typealias AppTimeline = Timeline<SessionLine, GitHubSearch.AppState>

    static func open(_ url: URL) -> AppTimeline {
        do {
            return try Timeline(
                initialState: ExampleSession.initialState, mutation: ExampleSession.mutation, contentsOf: url)
        } catch {
            preconditionFailure("the session just written opens: \(error)")
        }
    }

    static func replay(_ url: URL) -> Flux<SessionLine, GitHubSearch.AppState> {
        let flux = Flux(state: ExampleSession.initialState, mutation: ExampleSession.mutation)
        do {
            try flux.replay(from: url)
        } catch {
            preconditionFailure("the session just written replays: \(error)")
        }
        return flux
    }

    /// What making a value with `make` costs in memory, the value kept: heap bytes it holds, and the peak resident
    /// bytes above the resident size before (`nil` where the peak cannot be reset).
    static func memory<Kept>(_ make: () -> Kept) -> (heap: Double, peak: Double?)? {
        Heap.trim()
        guard let before = Heap.bytesInUse() else { return nil }
        let canReset = Heap.resetPeakResident()
        let resident = MemoryWorkload.residentBytes()
        let kept = make()
        guard let after = Heap.bytesInUse() else { return nil }
        let peak = Heap.peakResidentBytes()
        return withExtendedLifetime(kept) {
            var peakAbove: Double?
            if canReset, let peak, let resident {
                peakAbove = Double(peak - resident)
            }
            return (Double(after - before), peakAbove)
        }
    }

    /// `count` steps as the rows name them: `10k`, or the number.
    static func label(_ count: Int) -> String {
        count.isMultiple(of: 1_000) ? "\(count / 1_000)k" : "\(count)"
    }

    static let workload = Workload(
        name: "timeline-open",
        summary: "a 10,000-step recording of the example opened as a Timeline vs Flux.replay(from:): time, heap, peak",
        defaultCount: 10_000
    ) { count, mode in
        let session = ExampleSession.make(entries: max(count, 3))
        let url: URL
        do {
            url = try session.write()
        } catch {
            preconditionFailure("the session file can be written: \(error)")
        }
        defer { try? FileManager.default.removeItem(at: url) }
        guard case .compare = mode else {
            // Profiled: the opening alone.
            Sink.value &+= open(url).count
            return []
        }
        let timelineMemory = memory { open(url) }
        let replayMemory = memory { replay(url) }

        // The rows are about the right thing: the file is the session, and its last step is the replay's state.
        let timeline = open(url)
        precondition(timeline.count == session.entries.count, "a step per entry")
        precondition(timeline.state(at: timeline.count) == replay(url).store.state, "the last step is the replay's")
        let replayed = try? SessionReplay(replaying: session.entries)
        precondition(replayed?.app == timeline.state(at: timeline.count), "github-search --replay takes the session")

        let times = mode.compare(
            count: 1, library: { _ in Sink.value &+= open(url).count },
            floor: { _ in Sink.value &+= replay(url).store.state.search.perPage })
        let steps = label(session.entries.count)
        var rows = [
            Row(
                name: "timeline open [\(steps) steps]", count: session.entries.count, unit: "ms",
                value: times.library / 1e6,
                floor: times.floor / 1e6, floorName: "Flux.replay(from:)", target: .atMost(1_000))
        ]
        if let timelineMemory, let replayMemory {
            rows.append(
                Row(
                    name: "timeline heap [\(steps) steps]", count: session.entries.count, unit: "MB",
                    value: timelineMemory.heap / 1e6, floor: replayMemory.heap / 1e6,
                    floorName: "Flux.replay(from:)", target: .atMost(50)))
            if let peak = timelineMemory.peak {
                rows.append(
                    Row(
                        name: "timeline peak [\(steps) steps]", count: session.entries.count, unit: "MB",
                        value: peak / 1e6, floor: replayMemory.peak.map { $0 / 1e6 },
                        floorName: "Flux.replay(from:)", target: nil))
            }
        }
        return rows
    }
}
