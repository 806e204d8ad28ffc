import Prex

/// ``PresentedApp`` with both children sharing the app's setting (`ifLet(state:action:sharing:as:_:)` of a
/// ``PresentationAction`` case and of a plain case), present and mounted.
enum SharedPresentedApp {
    struct AppState: State, Equatable {
        var settings = SharingApp.Settings()
        var detail: SharingApp.Row? = SharingApp.Row(id: 0)
        var sheet: SharingApp.Row? = SharingApp.Row(id: 1)
    }

    typealias AppAction = PresentedApp.AppAction

    struct AppMutation: Mutation {
        func mutate(action: AppAction, state: inout AppState) {}
    }

    /// The app's Flux, with `ifLet` sharing the setting for both children.
    static func flux() -> Flux<AppAction, AppState> {
        let mutation = AppMutation()
            .ifLet(state: \.detail, action: .detail, sharing: \.settings, as: \.settings, SharingApp.RowMutation())
            .ifLet(state: \.sheet, action: .sheet, sharing: \.settings, as: \.settings, SharingApp.RowMutation())
        return Flux(state: AppState(), mutation: mutation)
    }
}

/// An action of a mounted presented child (`shared-presented`) and of a mounted optional child (`shared-optional`)
/// that share the app's setting, through their presenters.
@MainActor
enum SharedPresentedWorkload {
    typealias AppFlux = Flux<SharedPresentedApp.AppAction, SharedPresentedApp.AppState>
    typealias ChildFlux = Flux<SharingApp.RowAction, SharingApp.Row>

    nonisolated static let workloads = [
        workload(
            name: "shared-presented", summary: "an action of a mounted presented child sharing the app's setting"
        ) { app in app.scope(presented: \.detail, action: .detail) },
        workload(
            name: "shared-optional", summary: "an action of a mounted optional child sharing the app's setting"
        ) { app in app.scope(optional: \.sheet, action: .sheet) },
    ]

    /// The row `name`: `count` actions of the child `child` scopes from the app, through its presenter.
    nonisolated static func workload(
        name: String, summary: String, child: @escaping @MainActor (AppFlux) -> ChildFlux?
    ) -> Workload {
        Workload(name: name, summary: summary, defaultCount: 100_000) { count, mode in
            let app = SharedPresentedApp.flux()
            guard let flux = child(app) else { preconditionFailure("the child is present") }
            let view = SharingApp.RowView()
            let presenter = Presenter(view: view, flux: flux)
            view.presenter = presenter
            defer { withExtendedLifetime((app, view)) {} }
            let value = mode.measure(count: count) { count in
                for _ in 0..<count {
                    presenter.dispatch(.increment)
                }
            }
            return [
                Row(name: name, count: count, unit: "ns/action", value: value, floor: nil, floorName: nil, target: nil)
            ]
        }
    }
}
