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
        return mode.compareAgainstFloors(name: "dispatch", count: count, lockedTarget: 2) { count in
            for _ in 0..<count {
                flux.dispatcher.dispatch(.increment)
            }
        }
    }
}
