import Prex

/// Every element of a 1,000-element `IdentifiedList` rewritten in one pass while the version before is kept, then
/// that version let go (as a store keeps `old` for its change), against the same on an array: the floor under
/// `scoped-all-1000`'s mutation, with no store, listener or view.
enum ListBulkWorkload {
    static let elements = 1_000

    /// Rewrites every element `count` times, each time with the previous version kept.
    static func measureList(count: Int, mode: Workload.Mode) -> Double {
        var current = IdentifiedList((0..<elements).map { ScopedApp.Item(id: $0) })
        var published = current
        defer { withExtendedLifetime(published) {} }
        return mode.measure(count: count) { count in
            for _ in 0..<count {
                let old = current
                current.updateEach { $0.count += 1 }
                published = current
                Sink.value &+= old.count
            }
        }
    }

    /// The same on an array.
    static func measureArray(count: Int, mode: Workload.Mode) -> Double {
        var current = (0..<elements).map { ScopedApp.Item(id: $0) }
        var published = current
        defer { withExtendedLifetime(published) {} }
        return mode.measure(count: count) { count in
            for _ in 0..<count {
                let old = current
                for position in current.indices {
                    current[position].count += 1
                }
                published = current
                Sink.value &+= old.count
            }
        }
    }

    static let list = Workload(
        name: "list-bulk-1000",
        summary: "every element of a 1,000-element list rewritten in one pass, the previous version kept",
        defaultCount: 20_000
    ) { count, mode in
        let list = measureList(count: count, mode: mode)
        guard case .compare = mode else { return [] }
        let array = measureArray(count: count, mode: mode)
        return [
            Row(
                name: "list-bulk-1000", count: count, unit: "ns/pass", value: list, floor: array,
                floorName: "array-bulk-1000", target: .ratio(3))
        ]
    }

    static let array = Workload(
        name: "array-bulk-1000",
        summary: "every element of a 1,000-element array rewritten in one pass, the previous version kept",
        defaultCount: 20_000
    ) { count, mode in
        let time = measureArray(count: count, mode: mode)
        return [
            Row(
                name: "array-bulk-1000", count: count, unit: "ns/pass", value: time, floor: nil, floorName: nil,
                target: nil)
        ]
    }

    static let workloads = [list, array]
}
