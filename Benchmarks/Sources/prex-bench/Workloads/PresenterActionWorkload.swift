import Prex

/// A workload of one row that times `count` actions of one mounted feature through its presenter: what a feature's
/// own action costs on one path (a pushed screen, a presented or optional child, a child sharing a value).
enum PresenterActionWorkload {
    /// The row `name`: `mount` makes the app and mounts the feature (what must stay alive, and the feature's
    /// presenter), then `action` is dispatched through the presenter `count` times.
    static func workload<Action: Prex.Action, State: Prex.State>(
        name: String, summary: String, action: Action,
        mount: @escaping @MainActor () -> (alive: Any, presenter: Presenter<Action, State>)
    ) -> Workload {
        Workload(name: name, summary: summary, defaultCount: 100_000) { count, mode in
            let (alive, presenter) = mount()
            defer { withExtendedLifetime(alive) {} }
            let value = mode.measure(count: count) { count in
                for _ in 0..<count {
                    presenter.dispatch(action)
                }
            }
            return [
                Row(name: name, count: count, unit: "ns/action", value: value, floor: nil, floorName: nil, target: nil)
            ]
        }
    }

    /// The row `name`: an action of a row of ``SharingApp`` (its view and presenter) mounted on the child that
    /// `child` scopes from the Flux `app` makes.
    static func rowWorkload<AppAction: Prex.Action, AppState: Prex.State>(
        name: String, summary: String, app: @escaping @MainActor () -> Flux<AppAction, AppState>,
        child: @escaping @MainActor (Flux<AppAction, AppState>) -> Flux<SharingApp.RowAction, SharingApp.Row>?
    ) -> Workload {
        workload(name: name, summary: summary, action: SharingApp.RowAction.increment) {
            let app = app()
            guard let flux = child(app) else { preconditionFailure("the child is present") }
            let view = SharingApp.RowView()
            let presenter = Presenter(view: view, flux: flux)
            view.presenter = presenter
            return ((app, view), presenter)
        }
    }
}
