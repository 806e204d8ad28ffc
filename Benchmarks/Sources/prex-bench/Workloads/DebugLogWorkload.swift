import Prex

/// What the state-diff debug log costs: nothing when off, a rendering of both states per action when on.
enum DebugLogWorkload {
    static let workload = Workload(
        name: "debug-log",
        summary: "dispatch (one store listener) on a Flux made with debugLog: nil vs without the option; with a log on",
        defaultCount: 1_000_000
    ) { count, mode in
        let withoutOption = Flux(state: CounterState(), mutation: CounterMutation())
        let logOff = Flux(state: CounterState(), mutation: CounterMutation(), debugLog: nil)
        let logOn = Flux(
            state: CounterState(), mutation: CounterMutation(), debugLog: .custom { Sink.value &+= $0.utf8.count })
        // One store listener each, as in the dispatch workload, so that the figures compare with it.
        let listeners = [withoutOption, logOff, logOn].map { flux in (flux, flux.addCountingListener()) }
        defer {
            for (flux, listener) in listeners {
                flux.store.removeListener(with: listener)
            }
        }
        let off = mode.compare(
            count: count, library: logOff.dispatchIncrements, floor: withoutOption.dispatchIncrements)
        guard case .compare = mode else { return [] }
        // Logging renders both states through `Mirror`: measured at 1/100 of the size, against the same floor.
        let onCount = Swift.max(count / 100, 1)
        let on = mode.compare(
            count: onCount, library: logOn.dispatchIncrements, floor: withoutOption.dispatchIncrements)
        return [
            Row(
                name: "debug-log off", count: count, unit: "ns/action", value: off.library,
                floor: off.floor, floorName: "dispatch, no debugLog option", target: .ratio(1.1)),
            Row(
                name: "debug-log on", count: onCount, unit: "ns/action", value: on.library,
                floor: on.floor, floorName: "dispatch, no debugLog option", target: nil),
        ]
    }
}
