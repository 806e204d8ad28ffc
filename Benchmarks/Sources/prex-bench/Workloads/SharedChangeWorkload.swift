import Prex

/// A list of 10 rows sharing one setting (the rows of ``SharingApp``), three rows mounted, whose app changes the
/// setting: what a change of a shared value costs, written into every row and delivered to the mounted ones.
enum SharedChangeApp {
    struct AppState: State, Equatable {
        var settings = SharingApp.Settings()
        var rows: IdentifiedList<SharingApp.Row>
    }

    enum AppAction: Action {
        case row(ElementAction<Int, SharingApp.RowAction>)
        case toggleCompact
    }

    struct AppMutation: Mutation {
        func mutate(action: AppAction, state: inout AppState) {
            if case .toggleCompact = action {
                state.settings.compact.toggle()
            }
        }
    }
}

extension ActionCase where Parent == SharedChangeApp.AppAction {
    static var row: ActionCase<SharedChangeApp.AppAction, ElementAction<Int, SharingApp.RowAction>> {
        .init(SharedChangeApp.AppAction.row) { action in
            if case .row(let row) = action { row } else { nil }
        }
    }
}

/// The app's action that changes the setting 10 rows share, the first three mounted.
@MainActor
enum SharedChangeWorkload {
    nonisolated static let workload = Workload(
        name: "shared-change-10",
        summary: "a change of the setting 10 rows share, three rows mounted",
        defaultCount: 100_000
    ) { count, mode in
        let mutation = SharedChangeApp.AppMutation()
            .forEach(state: \.rows, action: .row, sharing: \.settings, as: \.settings, SharingApp.RowMutation())
        let rows = IdentifiedList((0..<10).map { SharingApp.Row(id: $0) })
        let app = Flux(state: SharedChangeApp.AppState(rows: rows), mutation: mutation)
        let views = (0..<3).map { id -> SharingApp.RowView in
            let view = SharingApp.RowView()
            if let flux = app.scope(element: id, in: \.rows, action: .row) {
                view.presenter = Presenter(view: view, flux: flux)
            }
            return view
        }
        defer { withExtendedLifetime((app, views)) {} }
        let value = mode.measure(count: count) { count in
            for _ in 0..<count {
                app.dispatcher.dispatch(.toggleCompact)
            }
        }
        return [
            Row(
                name: "shared-change-10", count: count, unit: "ns/action", value: value, floor: nil, floorName: nil,
                target: nil)
        ]
    }
}
