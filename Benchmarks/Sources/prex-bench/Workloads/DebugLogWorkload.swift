import Prex

/// What the state-diff debug log costs: nothing when off; when on, what the action changed (see the app-log
/// workloads for a large state).
enum DebugLogWorkload {
    static let workload = Workload(
        name: "debug-log",
        summary: "dispatch (one store listener) on a Flux made with debugLog: nil vs without the option",
        defaultCount: 1_000_000
    ) { count, mode in
        let withoutOption = Flux(state: CounterState(), mutation: CounterMutation())
        let logOff = Flux(state: CounterState(), mutation: CounterMutation(), debugLog: nil)
        // One store listener each, as in the dispatch workload, so that the figures compare with it.
        let listeners = [withoutOption, logOff].map { flux in (flux, flux.addCountingListener()) }
        defer {
            for (flux, listener) in listeners {
                flux.store.removeListener(with: listener)
            }
        }
        let off = mode.compare(
            count: count, library: logOff.dispatchIncrements, floor: withoutOption.dispatchIncrements)
        return [
            Row(
                name: "debug-log off", count: count, unit: "ns/action", value: off.library,
                floor: off.floor, floorName: "dispatch, no debugLog option", target: .ratio(1.1))
        ]
    }

    /// The counter with its log on: an entry per action, saying that `count` changed.
    static let on = Workload(
        name: "debug-log-on",
        summary: "dispatch (one store listener) on a Flux with a debug log to a sink that discards the entries",
        defaultCount: 100_000
    ) { count, mode in
        let withoutOption = Flux(state: CounterState(), mutation: CounterMutation())
        let logOn = Flux(
            state: CounterState(), mutation: CounterMutation(), debugLog: .custom { Sink.value &+= $0.utf8.count })
        let listeners = [withoutOption, logOn].map { flux in (flux, flux.addCountingListener()) }
        defer {
            for (flux, listener) in listeners {
                flux.store.removeListener(with: listener)
            }
        }
        let on = mode.compare(count: count, library: logOn.dispatchIncrements, floor: withoutOption.dispatchIncrements)
        return [
            Row(
                name: "debug-log on", count: count, unit: "ns/action", value: on.library,
                floor: on.floor, floorName: "dispatch, no debugLog option", target: .atMost(3_000))
        ]
    }
}
