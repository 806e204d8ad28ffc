import Prex

/// An observation of the 10,000 contacts while actions change only a scalar: the arrays share storage, so
/// comparing them is O(1) and the callback never runs.
enum AppObserveWorkload {
    static let workload = Workload(
        name: "app-observe",
        summary: "dispatch with one store.observe(\\.contacts) over 10,000 untouched contacts vs one plain listener",
        defaultCount: 1_000_000
    ) { count, mode in
        let observed = Flux(state: AppState(), mutation: AppMutation())
        let listened = Flux(state: AppState(), mutation: AppMutation())
        let observation = observed.store.observe(\.contacts) { contacts in Sink.value &+= contacts.count }
        let listener = listened.store.addListener { change in Sink.value &+= change.new.count }
        defer {
            observation.cancel()
            listened.store.removeListener(with: listener)
        }
        let times = mode.compare(count: count, library: observed.dispatchTicks, floor: listened.dispatchTicks)
        return [
            Row(
                name: "app observe untouched [10k]", count: count, unit: "ns/action", value: times.library,
                floor: times.floor, floorName: "one plain listener", target: .ratio(2))
        ]
    }
}
