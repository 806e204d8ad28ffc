import Prex

/// One element of an `IdentifiedList` written while the version before the write is kept, then that version let go:
/// what a store does to a list of scoped children on each child's action (it keeps the old state for the change, and a
/// copy for readers), and nothing else (no lock, no listener, no view). With the presenter workload, it is the floor
/// under the `scoped-*` workloads.
enum ListWriteWorkload {
    /// Writes `count` elements in turn, each with the previous version kept as a store keeps it.
    static func measure(count: Int, elements: Int, mode: Workload.Mode) -> Double {
        var current = IdentifiedList((0..<elements).map { ScopedApp.Item(id: $0) })
        var published = current
        defer { withExtendedLifetime(published) {} }
        return mode.measure(count: count) { count in
            var next = 0
            for _ in 0..<count {
                let old = current
                current[id: next]?.count += 1
                published = current
                Sink.value &+= old.count
                next = next == elements - 1 ? 0 : next + 1
            }
        }
    }

    static func workload(elements: Int) -> Workload {
        Workload(
            name: "list-write-\(elements)",
            summary: "one element of \(elements) written with the previous version kept, as a store keeps it",
            defaultCount: 200_000
        ) { count, mode in
            let time = measure(count: count, elements: elements, mode: mode)
            return [
                Row(
                    name: "list-write-\(elements)", count: count, unit: "ns/write", value: time, floor: nil,
                    floorName: nil, target: nil)
            ]
        }
    }

    static let workloads = [10, 10_000].map(workload(elements:))
}
