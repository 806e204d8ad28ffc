/// The physical floor: what applying an action and telling one listener costs with no library at all.
enum Baseline {
    /// A stored callback the optimizer cannot see into, as a listener would be.
    @inline(never)
    static func makeCallback() -> (CounterState, CounterState) -> Void {
        { old, new in Sink.value &+= new.count &- old.count }
    }

    /// A stored listener. (Closures kept directly in an array are stored at maximal abstraction and called
    /// through a reabstraction thunk; wrapping them in a struct keeps the floor a plain indirect call.)
    struct Listener {
        let callback: (CounterState, CounterState) -> Void
    }

    /// `count` times: apply the mutation to an `inout` state, then call a stored closure with old and new.
    static func run(count: Int, callback: (CounterState, CounterState) -> Void) {
        var state = CounterState()
        let mutation = CounterMutation()
        for _ in 0..<count {
            let old = state
            mutation.mutate(action: .increment, state: &state)
            callback(old, state)
        }
    }

    static let workload = Workload(
        name: "baseline",
        summary: "no library: the mutation on an inout state, then a stored closure with (old, new)",
        defaultCount: 1_000_000
    ) { count, mode in
        let callback = makeCallback()
        let time = mode.measure(count: count) { run(count: $0, callback: callback) }
        return [
            Row(
                name: "baseline", count: count, unit: "ns/action", value: time,
                floor: nil, floorName: nil, target: nil)
        ]
    }
}
