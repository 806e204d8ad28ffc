import Prex

/// A view over a large state that checks whether its list changed on every reflect.
final class ListView: View {
    lazy var presenter = Presenter(view: self, state: LargeState(), mutation: LargeMutation())

    func reflect(change: StateChange<LargeState>) {
        if let items = change.items?.value {
            Sink.value &+= items.count
        }
        if let count = change.count?.value {
            Sink.value &+= count
        }
    }
}

/// Presenter dispatches over a state that holds 10,000 untouched items, against the small-state path.
enum LargeStateWorkload {
    static let workload = Workload(
        name: "large-state",
        summary: "presenter path over a state holding 10,000 untouched Equatable items, vs the small state",
        defaultCount: 1_000_000
    ) { count, mode in
        let large = ListView()
        // The presenter holds its view weakly: kept alive to the end, so that every dispatch reaches it.
        defer { withExtendedLifetime(large) {} }
        let times = mode.compareAgainstCounter(large.presenter, dispatching: .increment, count: count)
        return [
            Row(
                name: "large-state", count: count, unit: "ns/action", value: times.library,
                floor: times.floor, floorName: "presenter, small state", target: .ratio(1.5))
        ]
    }
}
