import Prex

/// The diffs a view and a test run over 10,000 contacts: `StateChange.difference(for:)` with one element
/// replaced, inserted in the middle or appended, and the value diff `expectNoDifference` prints, on values
/// built apart (no storage shared, as a test's expected value and the code's actual one), made through the
/// public API by a debug log (``StateDiffFlux``).
enum AppDiffWorkload {
    /// The contacts before, and after `edit`.
    static func change(_ edit: (inout [Contact]) -> Void) -> StateChange<AppState> {
        let old = AppState()
        var new = old
        edit(&new.contacts)
        return StateChange(new: new, old: old)
    }

    /// Runs `body` `count` times on `change`'s contacts difference.
    static func differences(_ change: StateChange<AppState>) -> (Int) -> Void {
        { count in
            for _ in 0..<count {
                Sink.value &+= change.difference(for: \.contacts)?.insertions.count ?? 0
            }
        }
    }

    static let workload = Workload(
        name: "app-diff",
        summary: "difference(for:) and the expectNoDifference value diff over 10,000 contacts",
        defaultCount: 1_000
    ) { count, mode in
        let middle = AppState.contactCount / 2
        let replaced = change { $0[middle].name = "Replaced" }
        let inserted = change { $0.insert(Contact.make(-1), at: middle) }
        let appended = change { $0.append(Contact.make(-1)) }
        let replace = mode.measure(count: count, differences(replaced))
        guard case .compare = mode else { return [] }
        let insert = mode.measure(count: count, differences(inserted))
        let append = mode.measure(count: count, differences(appended))
        // A test's expected value and the actual one share no storage: every contact is compared, by `==`
        // (equal values cost the `==` that finds them equal; nothing else runs).
        let expected = AppState()
        var nearlyEqual = AppState()
        nearlyEqual.contacts[middle].address.city = "Bern"
        let equality = mode.measure(count: count) { count in
            for _ in 0..<count where expected == nearlyEqual {
                Sink.value &+= 1
            }
        }
        // What `expectNoDifference` does when they differ: `==`, then the diff.
        let diffing = StateDiffFlux.make(first: expected, second: nearlyEqual)
        let nearlyEqualTime = mode.measure(count: count) { count in
            for index in 0..<count where expected != nearlyEqual {
                diffing.dispatcher.dispatch(index.isMultiple(of: 2) ? .toSecond : .toFirst)
            }
        }
        func row(_ name: String, _ value: Double) -> Row {
            Row(
                name: name, count: count, unit: "ns/diff", value: value, floor: nil, floorName: nil,
                target: .atMost(100_000))
        }
        return [
            row("difference(for:) [10k], one replaced", replace),
            row("difference(for:) [10k], one inserted", insert),
            row("difference(for:) [10k], one appended", append),
            Row(
                name: "expectNoDifference [10k], one differs", count: count, unit: "ns/diff", value: nearlyEqualTime,
                floor: equality, floorName: "== of the states", target: nil),
        ]
    }
}
