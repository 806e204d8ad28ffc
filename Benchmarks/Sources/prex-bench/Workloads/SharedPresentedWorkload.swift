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
enum SharedPresentedWorkload {
    static let workloads = [
        PresenterActionWorkload.rowWorkload(
            name: "shared-presented", summary: "an action of a mounted presented child sharing the app's setting",
            app: SharedPresentedApp.flux
        ) { $0.scope(presented: \.detail, action: .detail) },
        PresenterActionWorkload.rowWorkload(
            name: "shared-optional", summary: "an action of a mounted optional child sharing the app's setting",
            app: SharedPresentedApp.flux
        ) { $0.scope(optional: \.sheet, action: .sheet) },
    ]
}
