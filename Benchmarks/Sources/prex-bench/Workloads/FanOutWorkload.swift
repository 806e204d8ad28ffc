import Prex

/// Each action notifies many store listeners.
enum FanOutWorkload {
    static let listeners = 1_000
    /// The smaller fan-out that the scaling row compares with.
    static let fewListeners = 10

    /// Times `count` actions with `listeners` listeners against `count` loops over as many stored closures.
    static func compare(count: Int, listeners: Int, mode: Workload.Mode) -> (library: Double, floor: Double) {
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
        let subscriptions = (0..<listeners).map { _ in
            flux.store.addListener { change in Sink.value &+= change.new.count }
        }
        defer {
            for subscription in subscriptions {
                flux.store.removeListener(with: subscription)
            }
        }
        let floorListeners = (0..<listeners).map { _ in Baseline.Listener(callback: Baseline.makeCallback()) }
        return mode.compare(count: count) { count in
            for _ in 0..<count {
                flux.dispatcher.dispatch(.increment)
            }
        } floor: { count in
            var state = CounterState()
            let mutation = CounterMutation()
            for _ in 0..<count {
                let old = state
                mutation.mutate(action: .increment, state: &state)
                for listener in floorListeners {
                    listener.callback(old, state)
                }
            }
        }
    }

    static let workload = Workload(
        name: "fan-out",
        summary: "actions notifying 1,000 store listeners (ns per action × listener); scaling from 10 listeners",
        defaultCount: 10_000
    ) { count, mode in
        let many = compare(count: count, listeners: listeners, mode: mode)
        let few = compare(count: count * listeners / fewListeners, listeners: fewListeners, mode: mode)
        let perListener = Double(listeners)
        return [
            Row(
                name: "fan-out", count: count, unit: "ns/(action×listener)", value: many.library / perListener,
                floor: many.floor / perListener, floorName: "closures in a loop", target: .ratio(1.5)),
            Row(
                name: "fan-out scaling", count: count, unit: "ns/action", value: many.library,
                floor: few.library, floorName: "\(fewListeners) listeners",
                target: .ratio(Double(listeners / fewListeners))),
        ]
    }
}
