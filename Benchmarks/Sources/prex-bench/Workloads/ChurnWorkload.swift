import Prex

/// Listeners added and removed while many others stay registered.
enum ChurnWorkload {
    static let residents = 1_000

    /// A listener in the floor's registry.
    struct Entry {
        let id: Int
        let listener: Baseline.Listener
    }

    /// The floor: a hand-written registry, an array of (id, closure) with removal by id; `count` listeners
    /// added and removed. Nonisolated, like the library's store: code isolated to the main actor (the
    /// workload's closure) would check the executor in every call of the search's predicate.
    @inline(never)
    static func churn(count: Int, registry: inout [Entry]) {
        for id in 0..<count {
            registry.append(Entry(id: residents + id, listener: Baseline.Listener(callback: Baseline.makeCallback())))
            if let index = registry.lastIndex(where: { $0.id == residents + id }) {
                registry.remove(at: index)
            }
        }
    }

    static let workload = Workload(
        name: "churn",
        summary: "addListener + removeListener pairs while 1,000 other listeners stay",
        defaultCount: 100_000
    ) { count, mode in
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
        let subscriptions = (0..<residents).map { _ in flux.store.addListener { _ in } }
        defer {
            for subscription in subscriptions {
                flux.store.removeListener(with: subscription)
            }
        }
        var registry: [Entry] = (0..<residents).map {
            Entry(id: $0, listener: Baseline.Listener(callback: Baseline.makeCallback()))
        }
        let times = mode.compare(count: count) { count in
            for _ in 0..<count {
                let subscription = flux.store.addListener { change in Sink.value &+= change.new.count }
                flux.store.removeListener(with: subscription)
            }
        } floor: { count in
            churn(count: count, registry: &registry)
        }
        return [
            Row(
                name: "churn", count: count, unit: "ns/pair", value: times.library,
                floor: times.floor, floorName: "array registry", target: .ratio(2))
        ]
    }
}
