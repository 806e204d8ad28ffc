import Prex

/// Dispatch with one observation of two or three key paths (`store.observe(\.count, \.label) { … }`), only the first
/// changing, against the same with one observation of the first key path alone on the same state.
enum MultiObserveWorkload {
    struct ThreeState: State {
        var count = 0
        var label = "label"
        var isOn = false
    }

    struct ThreeMutation: Mutation {
        func mutate(action: CounterAction, state: inout ThreeState) {
            state.count &+= 1
        }
    }

    static func workload(
        name: String, summary: String, observe: @escaping @Sendable (Store<ThreeState>) -> StoreObservation
    )
        -> Workload
    {
        Workload(name: name, summary: summary, defaultCount: 1_000_000) { count, mode in
            let observed = Flux(state: ThreeState(), mutation: ThreeMutation())
            let single = Flux(state: ThreeState(), mutation: ThreeMutation())
            let observation = observe(observed.store)
            let singleObservation = single.store.observe(\.count) { count in Sink.value &+= count }
            defer {
                observation.cancel()
                singleObservation.cancel()
            }
            let times = mode.compare(
                count: count, library: observed.dispatchIncrements, floor: single.dispatchIncrements)
            return [
                Row(
                    name: name, count: count, unit: "ns/action", value: times.library, floor: times.floor,
                    floorName: "one key path observed", target: .ratio(1.5))
            ]
        }
    }

    static let workloads = [
        workload(name: "observe-2", summary: "dispatch with one store.observe(\\.count, \\.label) vs \\.count alone") {
            $0.observe(\.count, \.label) { count, label in Sink.value &+= count &+ label.utf8.count }
        },
        workload(
            name: "observe-3", summary: "dispatch with one store.observe(\\.count, \\.label, \\.isOn) vs \\.count alone"
        ) {
            $0.observe(\.count, \.label, \.isOn) { count, label, isOn in
                Sink.value &+= count &+ label.utf8.count &+ (isOn ? 1 : 0)
            }
        },
    ]
}
