import Prex

/// A view that reads the count from each change, as the README's counter does.
final class CountingView: View {
    lazy var presenter = Presenter(view: self, state: CounterState(), mutation: CounterMutation())

    func reflect(change: StateChange<CounterState>) {
        if let count = change.count?.value {
            Sink.value &+= count
        }
    }
}

/// Increments through `Presenter.dispatch` on the main thread, each reflected on a view before returning.
enum PresenterWorkload {
    static let workload = Workload(
        name: "presenter",
        summary: "increments through Presenter.dispatch on main, with a view reading change.count",
        defaultCount: 1_000_000
    ) { count, mode in
        let view = CountingView()
        // The presenter holds its view weakly: kept alive to the end, so that every dispatch reaches it.
        defer { withExtendedLifetime(view) {} }
        let presenter = view.presenter
        return mode.compareAgainstFloors(name: "presenter", count: count, lockedTarget: 3) { count in
            for _ in 0..<count {
                presenter.dispatch(.increment)
            }
        }
    }
}
