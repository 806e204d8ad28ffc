import Prex

/// What a key-path observation costs per action, against a plain store listener doing the same work.
///
/// A Flux that nobody observes pays nothing: observations are ordinary store listeners, and the dispatch
/// workload measures a Flux without any.
enum ObserveWorkload {
    static let workload = Workload(
        name: "observe",
        summary: "dispatch with one store.observe(\\.count) vs one plain listener; observing an untouched array",
        defaultCount: 1_000_000
    ) { count, mode in
        let observed = Flux(state: CounterState(), mutation: CounterMutation())
        let listened = Flux(state: CounterState(), mutation: CounterMutation())
        let observation = observed.store.observe(\.count) { count in Sink.value &+= count }
        let listener = listened.addCountingListener()
        defer {
            observation.cancel()
            listened.store.removeListener(with: listener)
        }
        let fires = mode.compare(count: count, library: observed.dispatchIncrements, floor: listened.dispatchIncrements)
        guard case .compare = mode else { return [] }
        // An observation of 10,000 items the actions never touch: the arrays share storage, so comparing
        // them is O(1) and the callback never runs.
        let large = Flux(state: LargeState(), mutation: LargeMutation())
        let largeListened = Flux(state: LargeState(), mutation: LargeMutation())
        let itemsObservation = large.store.observe(\.items) { items in Sink.value &+= items.count }
        let largeListener = largeListened.store.addListener { change in Sink.value &+= change.new.count }
        defer {
            itemsObservation.cancel()
            largeListened.store.removeListener(with: largeListener)
        }
        let untouched = mode.compare(
            count: count, library: large.dispatchIncrements, floor: largeListened.dispatchIncrements)
        return [
            Row(
                name: "observe \\.count", count: count, unit: "ns/action", value: fires.library,
                floor: fires.floor, floorName: "one plain listener", target: .ratio(2)),
            Row(
                name: "observe untouched [10k]", count: count, unit: "ns/action", value: untouched.library,
                floor: untouched.floor, floorName: "one plain listener", target: .ratio(2)),
        ]
    }
}
