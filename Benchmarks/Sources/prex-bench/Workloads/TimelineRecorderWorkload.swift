import Prex

/// History turned on: the dispatch workload's loop (increments, one store listener) on a Flux a `TimelineRecorder`
/// records, against the same Flux without one (whose figures are the dispatch workload's: a Flux without a recorder
/// runs none of its code).
///
/// In a timed run, two more rows: the same dispatch while a snapshot of the timeline (`recorder.timeline`) taken
/// after each action is held, as an inspector that shows the live history holds it, on a recorder of 1,000 steps
/// and of 10,000. The snapshot shares the recorder's storage, so the next step recorded copies it whole.
enum TimelineRecorderWorkload {
    /// Dispatches `count` increments on a new recorded Flux that already has `steps` steps, holding a snapshot of its
    /// timeline across each dispatch.
    static func measureHoldingSnapshots(steps: Int, count: Int, mode: Workload.Mode) -> Double {
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
        let listener = flux.addCountingListener()
        defer { flux.store.removeListener(with: listener) }
        let recorder = TimelineRecorder(recording: flux)
        flux.dispatchIncrements(steps)
        var held = recorder.timeline
        return mode.measure(count: count) { count in
            for _ in 0..<count {
                flux.dispatcher.dispatch(.increment)
                held = recorder.timeline
                Sink.value &+= held.count
            }
        }
    }

    static let workload = Workload(
        name: "timeline-recorder",
        summary: "increments through Dispatcher.dispatch with one store listener and a TimelineRecorder vs without",
        defaultCount: 1_000_000
    ) { count, mode in
        let recorded = Flux(state: CounterState(), mutation: CounterMutation())
        let plain = Flux(state: CounterState(), mutation: CounterMutation())
        let listeners = (recorded.addCountingListener(), plain.addCountingListener())
        defer {
            recorded.store.removeListener(with: listeners.0)
            plain.store.removeListener(with: listeners.1)
        }
        let recorder = TimelineRecorder(recording: recorded)
        defer { recorder.stop() }
        let times = mode.compare(count: count, library: recorded.dispatchIncrements, floor: plain.dispatchIncrements)
        guard case .compare = mode else { return [] }
        let snapshots = min(max(count / 10_000, 1), 100)
        let small = measureHoldingSnapshots(steps: 1_000, count: snapshots, mode: mode)
        let large = measureHoldingSnapshots(steps: 10_000, count: snapshots, mode: mode)
        return [
            Row(
                name: "timeline recorder", count: count, unit: "ns/action", value: times.library, floor: times.floor,
                floorName: "no recorder", target: .ratio(2)),
            Row(
                name: "timeline recorder, snapshot held [1k]", count: snapshots, unit: "ns/action", value: small,
                floor: times.library, floorName: "no snapshot", target: nil),
            Row(
                name: "timeline recorder, snapshot held [10k]", count: snapshots, unit: "ns/action", value: large,
                floor: small, floorName: "1,000 steps", target: nil),
        ]
    }
}
