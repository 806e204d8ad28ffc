import Prex

extension Workload.Mode {
    /// Times `count` dispatches of `action` through `presenter` against as many increments through the presenter
    /// of a ``CountingView`` (the presenter path over the small counter state), or runs the dispatches once when
    /// profiling.
    ///
    /// On the main actor, as the presenters' dispatches are; each dispatch is reflected before it returns.
    @MainActor
    func compareAgainstCounter<Action, State>(
        _ presenter: Presenter<Action, State>, dispatching action: Action, count: Int
    ) -> (library: Double, floor: Double) {
        let counter = CountingView()
        // The presenter holds its view weakly: kept alive to the end, so that every dispatch reaches it.
        defer { withExtendedLifetime(counter) {} }
        let counterPresenter = counter.presenter
        return compare(count: count) { count in
            for _ in 0..<count {
                presenter.dispatch(action)
            }
        } floor: { count in
            for _ in 0..<count {
                counterPresenter.dispatch(.increment)
            }
        }
    }
}
