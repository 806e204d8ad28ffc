import Prex

/// Increments through `Dispatcher.dispatch` with one store listener.
enum DispatchWorkload {
    static let workload = Workload(
        name: "dispatch",
        summary: "increments through Dispatcher.dispatch with one store listener",
        defaultCount: 1_000_000
    ) { count, mode in
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
        let listener = flux.store.addListener { change in
            Sink.value &+= change.new.count
        }
        defer { flux.store.removeListener(with: listener) }
        let callback = Baseline.makeCallback()
        let times = mode.compare(count: count) { count in
            for _ in 0..<count {
                flux.dispatcher.dispatch(.increment)
            }
        } floor: { count in
            Baseline.run(count: count, callback: callback)
        }
        let locked = LockedBaseline.measure(count: count, mode: mode) ?? 0
        return [
            Row(
                name: "dispatch", count: count, unit: "ns/action", value: times.library,
                floor: times.floor, floorName: "baseline", target: nil),
            Row(
                name: "dispatch vs locked floor", count: count, unit: "ns/action", value: times.library,
                floor: locked, floorName: "locked baseline", target: .ratio(2)),
        ]
    }
}
