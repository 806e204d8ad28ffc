import Prex

/// Reading one element of a 10,000-element collection from a `StateChange` through a key path, as a row's view
/// does on every change, against reading a stored property through a key path the same way.
enum ElementReadWorkload {
    struct Entry: Identifiable, Equatable {
        let id: Int
        var count = 0
    }

    struct ListState: State {
        var count = 0
        var array = (0..<10_000).map { Entry(id: $0) }
        var list = IdentifiedList((0..<10_000).map { Entry(id: $0) })
    }

    /// A change where the counter and element 5,000 changed.
    static func change() -> StateChange<ListState> {
        let old = ListState()
        var new = old
        new.count += 1
        new.array[5_000].count += 1
        new.list[id: 5_000]?.count += 1
        return StateChange(new: new, old: old)
    }

    /// Key paths made once, as a row keeps its own: none is a literal at the read, so none is folded away.
    static let countPath: any KeyPath<ListState, Int> & Sendable = \.count
    static let arrayPath: any KeyPath<ListState, Entry> & Sendable = \.array[5_000]
    static let listPath: any KeyPath<ListState, Entry?> & Sendable = \.list[id: 5_000]

    static func workload(name: String, summary: String, read: @escaping @Sendable (StateChange<ListState>) -> Int)
        -> Workload
    {
        Workload(name: name, summary: summary, defaultCount: 2_000_000) { count, mode in
            let change = change()
            let time = mode.measure(count: count) { count in
                for _ in 0..<count {
                    Sink.value &+= read(change)
                }
            }
            return [
                Row(name: name, count: count, unit: "ns/read", value: time, floor: nil, floorName: nil, target: nil)
            ]
        }
    }

    static let workloads = [
        workload(name: "read-stored", summary: "change.changedProperty(for: \\.count), the key path made once") {
            $0.changedProperty(for: countPath)?.value ?? 0
        },
        workload(name: "read-element", summary: "change.changedProperty(for: \\.array[5_000]), the key path made once")
        {
            $0.changedProperty(for: arrayPath)?.value.count ?? 0
        },
        workload(name: "read-element-id", summary: "change.changedProperty(for: \\.list[id: 5_000]), made once") {
            $0.changedProperty(for: listPath)?.value?.count ?? 0
        },
        workload(name: "read-element-at", summary: "change.changedElement(at: 5_000, in: \\.array)") {
            $0.changedElement(at: 5_000, in: \.array)?.value?.count ?? 0
        },
        workload(name: "read-element-with-id", summary: "change.changedElement(id: 5_000, in: \\.list)") {
            $0.changedElement(id: 5_000, in: \.list)?.value?.count ?? 0
        },
        workload(name: "read-stored-literal", summary: "change.count: the literal key path read directly") {
            $0.count?.value ?? 0
        },
        workload(name: "read-element-new", summary: "change.changedProperty(for: \\.array[i]), made at each read") {
            var index = 5_000
            index = Sink.value == Int.min ? 0 : index
            return $0.changedProperty(for: \.array[index])?.value.count ?? 0
        },
    ]
}
