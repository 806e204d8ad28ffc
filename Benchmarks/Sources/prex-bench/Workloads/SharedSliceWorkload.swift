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
}

extension ActionCase where Parent == SharedSliceApp.AppAction {
    static var child: ActionCase<SharedSliceApp.AppAction, SharingApp.RowAction> {
        .init(SharedSliceApp.AppAction.child) { action in
            if case .child(let child) = action { child } else { nil }
        }
    }
}

/// The action of a mounted child that shares the app's setting, through its presenter.
@MainActor
enum SharedSliceWorkload {
    nonisolated static let workload = Workload(
        name: "shared-slice",
        summary: "an action of a mounted child whose slice shares the app's setting",
        defaultCount: 100_000
    ) { count, mode in
        let mutation = SharedSliceApp.AppMutation()
            .scope(state: \.child, action: .child, sharing: \.settings, as: \.settings, SharingApp.RowMutation())
        let app = Flux(state: SharedSliceApp.AppState(), mutation: mutation)
        let view = SharingApp.RowView()
        let presenter = Presenter(view: view, flux: app.scope(state: \.child, action: .child))
        view.presenter = presenter
        defer { withExtendedLifetime((app, view)) {} }
        let value = mode.measure(count: count) { count in
            for _ in 0..<count {
                presenter.dispatch(.increment)
            }
        }
        return [
            Row(
                name: "shared-slice", count: count, unit: "ns/action", value: value, floor: nil, floorName: nil,
                target: nil)
        ]
    }
}
