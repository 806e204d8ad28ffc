import Prex

/// What an app's own code does with an `IdentifiedList` all the time: loop over it, read its count, ask whether it
/// has an id, each against the same over an `Array` (a `Set` of the ids for `contains(id:)`, as an array's answer is
/// a linear scan). Each read goes through a closure made once, as the read-* rows do, so that none is hoisted out of
/// the loop or folded away.
enum ListReadWorkload {
    struct Entry: Identifiable, Equatable {
        let id: Int
        var count: Int
    }

    static let elements = 1_000
    static let list = IdentifiedList((0..<elements).map { Entry(id: $0, count: $0) })
    static let array = (0..<elements).map { Entry(id: $0, count: $0) }
    static let ids = Set(0..<elements)

    static func workload<Value: Sendable>(
        name: String, summary: String, unit: String, defaultCount: Int, value: Value,
        read: @escaping @Sendable (Value) -> Int
    ) -> Workload {
        Workload(name: name, summary: summary, defaultCount: defaultCount) { count, mode in
            let time = mode.measure(count: count) { count in
                for _ in 0..<count {
                    Sink.value &+= read(value)
                }
            }
            return [Row(name: name, count: count, unit: unit, value: time, floor: nil, floorName: nil, target: nil)]
        }
    }

    static let workloads = [
        workload(
            name: "list-iterate-1000", summary: "for entry in list: sum a field over a 1,000-element IdentifiedList",
            unit: "ns/pass", defaultCount: 20_000, value: list
        ) { list in
            var sum = 0
            for entry in list {
                sum &+= entry.count
            }
            return sum
        },
        workload(
            name: "array-iterate-1000", summary: "for entry in array: the same over a 1,000-element Array",
            unit: "ns/pass", defaultCount: 20_000, value: array
        ) { array in
            var sum = 0
            for entry in array {
                sum &+= entry.count
            }
            return sum
        },
        workload(
            name: "list-count", summary: "list.count of a 1,000-element IdentifiedList", unit: "ns/read",
            defaultCount: 2_000_000, value: list
        ) { $0.count },
        workload(
            name: "array-count", summary: "array.count of a 1,000-element Array", unit: "ns/read",
            defaultCount: 2_000_000, value: array
        ) { $0.count },
        workload(
            name: "list-contains-id", summary: "list.contains(id: 500) on a 1,000-element IdentifiedList",
            unit: "ns/read", defaultCount: 2_000_000, value: list
        ) { $0.contains(id: 500) ? 1 : 0 },
        workload(
            name: "set-contains-id", summary: "ids.contains(500) on a Set of 1,000 ids", unit: "ns/read",
            defaultCount: 2_000_000, value: ids
        ) { $0.contains(500) ? 1 : 0 },
    ]
}
