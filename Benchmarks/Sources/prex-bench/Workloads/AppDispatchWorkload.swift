import Prex

/// Dispatch over an app-scale state: the same cost as over the counter's, since nothing copies the contacts.
enum AppDispatchWorkload {
    static let workload = Workload(
        name: "app-dispatch",
        summary: "dispatch (one store listener) over 10,000 contacts, changing a scalar, vs the counter state",
        defaultCount: 1_000_000
    ) { count, mode in
        let app = Flux(state: AppState(), mutation: AppMutation())
        let counter = Flux(state: CounterState(), mutation: CounterMutation())
        let appListener = app.store.addListener { change in Sink.value &+= change.new.count }
        let counterListener = counter.addCountingListener()
        defer {
            app.store.removeListener(with: appListener)
            counter.store.removeListener(with: counterListener)
        }
        let times = mode.compare(count: count, library: app.dispatchTicks, floor: counter.dispatchIncrements)
        return [
            Row(
                name: "app dispatch [10k]", count: count, unit: "ns/action", value: times.library,
                floor: times.floor, floorName: "dispatch, counter state", target: .ratio(1.5))
        ]
    }
}
