import Prex

/// A child feature on a slice of the app's state that shares the app's setting
/// (`scope(state:action:sharing:as:_:)`), mounted: the child's action, which leaves the setting alone.
enum SharedSliceApp {
    struct AppState: State, Equatable {
        var settings = SharingApp.Settings()
        var child = SharingApp.Row(id: 0)
    }

    enum AppAction: Action {
        case child(SharingApp.RowAction)
    }

    struct AppMutation: Mutation {
        func mutate(action: AppAction, state: inout AppState) {}
    }

    /// The app's Flux, with the child scoped sharing the setting.
    static func flux() -> Flux<AppAction, AppState> {
        let mutation = AppMutation()
            .scope(state: \.child, action: .child, sharing: \.settings, as: \.settings, SharingApp.RowMutation())
        return Flux(state: AppState(), mutation: mutation)
    }
}

extension ActionCase where Parent == SharedSliceApp.AppAction {
    static var child: ActionCase<SharedSliceApp.AppAction, SharingApp.RowAction> {
        .init(SharedSliceApp.AppAction.child) { action in
            if case .child(let child) = action { child } else { nil }
        }
    }
}

/// The action of a mounted child that shares the app's setting, through its presenter.
enum SharedSliceWorkload {
    static let workload = PresenterActionWorkload.rowWorkload(
        name: "shared-slice", summary: "an action of a mounted child whose slice shares the app's setting",
        app: SharedSliceApp.flux
    ) { $0.scope(state: \.child, action: .child) }
}
