import Prex

/// An app with a presented child (`ifLet` of a ``PresentationAction`` case, scoped with `scope(presented:)`) and an
/// optional one (`ifLet` of a plain case, scoped with `scope(optional:)`), both present and mounted.
enum PresentedApp {
    struct AppState: State, Equatable {
        var detail: SharingApp.Row? = SharingApp.Row(id: 0)
        var sheet: SharingApp.Row? = SharingApp.Row(id: 1)
    }

    enum AppAction: Action {
        case detail(PresentationAction<SharingApp.RowAction>)
        case sheet(SharingApp.RowAction)
    }

    struct AppMutation: Mutation {
        func mutate(action: AppAction, state: inout AppState) {}
    }

    /// The app's Flux, with `ifLet` for both children.
    static func flux() -> Flux<AppAction, AppState> {
        let mutation = AppMutation()
            .ifLet(state: \.detail, action: .detail, SharingApp.RowMutation())
            .ifLet(state: \.sheet, action: .sheet, SharingApp.RowMutation())
        return Flux(state: AppState(), mutation: mutation)
    }
}

extension ActionCase where Parent == PresentedApp.AppAction {
    static var detail: ActionCase<PresentedApp.AppAction, PresentationAction<SharingApp.RowAction>> {
        .init(PresentedApp.AppAction.detail) { action in
            if case .detail(let detail) = action { detail } else { nil }
        }
    }

    static var sheet: ActionCase<PresentedApp.AppAction, SharingApp.RowAction> {
        .init(PresentedApp.AppAction.sheet) { action in
            if case .sheet(let sheet) = action { sheet } else { nil }
        }
    }
}

/// An action of a mounted presented child (`presented`) and of a mounted optional child (`optional`), through
/// their presenters.
@MainActor
enum PresentedWorkload {
    nonisolated static let workloads = [
        workload(
            name: "presented", summary: "an action of a mounted presented child (scope(presented:), ifLet)"
        ) { app in app.scope(presented: \.detail, action: .detail) },
        workload(
            name: "optional", summary: "an action of a mounted optional child (scope(optional:), ifLet)"
        ) { app in app.scope(optional: \.sheet, action: .sheet) },
    ]

    typealias AppFlux = Flux<PresentedApp.AppAction, PresentedApp.AppState>
    typealias ChildFlux = Flux<SharingApp.RowAction, SharingApp.Row>

    /// The row `name`: `count` actions of the child `child` scopes from the app, through its presenter.
    nonisolated static func workload(
        name: String, summary: String, child: @escaping @MainActor (AppFlux) -> ChildFlux?
    ) -> Workload {
        Workload(name: name, summary: summary, defaultCount: 100_000) { count, mode in
            let app = PresentedApp.flux()
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
