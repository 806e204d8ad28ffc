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
enum PresentedWorkload {
    static let workloads = [
        PresenterActionWorkload.rowWorkload(
            name: "presented", summary: "an action of a mounted presented child (scope(presented:), ifLet)",
            app: PresentedApp.flux
        ) { $0.scope(presented: \.detail, action: .detail) },
        PresenterActionWorkload.rowWorkload(
            name: "optional", summary: "an action of a mounted optional child (scope(optional:), ifLet)",
            app: PresentedApp.flux
        ) { $0.scope(optional: \.sheet, action: .sheet) },
    ]
}
