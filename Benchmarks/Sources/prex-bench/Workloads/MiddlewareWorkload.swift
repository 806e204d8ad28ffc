import Prex

/// What middleware costs: nothing when a Flux has none, one call per middleware and action otherwise.
enum MiddlewareWorkload {
    static let workload = Workload(
        name: "middleware",
        summary: "dispatch (one store listener) on a Flux made with middleware: [] vs without it; with one middleware",
        defaultCount: 1_000_000
    ) { count, mode in
        let withoutOption = Flux(state: CounterState(), mutation: CounterMutation())
        let none = Flux(state: CounterState(), mutation: CounterMutation(), middleware: [])
        let one = Flux(
            state: CounterState(), mutation: CounterMutation(),
            middleware: [.observing { _ in Sink.value &+= 1 }])
        let listeners = [withoutOption, none, one].map { flux in (flux, flux.addCountingListener()) }
        defer {
            for (flux, listener) in listeners {
                flux.store.removeListener(with: listener)
            }
        }
        let off = mode.compare(count: count, library: none.dispatchIncrements, floor: withoutOption.dispatchIncrements)
        guard case .compare = mode else { return [] }
        let on = mode.compare(count: count, library: one.dispatchIncrements, floor: withoutOption.dispatchIncrements)
        return [
            Row(
                name: "middleware none", count: count, unit: "ns/action", value: off.library,
                floor: off.floor, floorName: "dispatch, no middleware option", target: .ratio(1.1)),
            Row(
                name: "middleware one", count: count, unit: "ns/action", value: on.library,
                floor: on.floor, floorName: "dispatch, no middleware option", target: nil),
        ]
    }
}
