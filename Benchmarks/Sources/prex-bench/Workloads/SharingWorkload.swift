import Prex

/// A list whose rows share one setting (`forEach(state:action:sharing:as:_:)`), three rows mounted (a view and a
/// presenter on each row's scope): a row action that leaves the setting alone, which must cost what it changed
/// (one row), not the list's size.
enum SharingApp {
    struct Settings: Equatable, Sendable {
        var compact = false
    }

    struct Row: State, Identifiable, Equatable {
        let id: Int
        var settings = Settings()
        var count = 0
    }

    enum RowAction: Action {
        case increment
    }

    struct RowMutation: Mutation {
        func mutate(action: RowAction, state: inout Row) {
            state.count += 1
        }
    }

    struct AppState: State, Equatable {
        var settings = Settings()
        var rows: IdentifiedList<Row>
    }

    enum AppAction: Action {
        case row(ElementAction<Int, RowAction>)
    }

    struct AppMutation: Mutation {
        func mutate(action: AppAction, state: inout AppState) {}
    }

    /// A row: reads its count from each change.
    @MainActor
    final class RowView: View {
        var presenter: Presenter<RowAction, Row>?

        func reflect(change: StateChange<Row>) {
            if let count = change.count?.value {
                Sink.value &+= count
            }
        }
    }

    /// An app Flux with `rows` rows sharing the settings, and a row mounted on each of the first three.
    @MainActor
    static func mount(rows: Int) -> (Flux<AppAction, AppState>, [RowView]) {
        let mutation = AppMutation()
            .forEach(state: \.rows, action: .row, sharing: \.settings, as: \.settings, RowMutation())
        let app = Flux(state: AppState(rows: IdentifiedList((0..<rows).map { Row(id: $0) })), mutation: mutation)
        let views = (0..<3).map { id -> RowView in
            let view = RowView()
            if let flux = app.scope(element: id, in: \.rows, action: .row) {
                view.presenter = Presenter(view: view, flux: flux)
            }
            return view
        }
        return (app, views)
    }
}

extension ActionCase where Parent == SharingApp.AppAction {
    static var row: ActionCase<SharingApp.AppAction, ElementAction<Int, SharingApp.RowAction>> {
        .init(SharingApp.AppAction.row) { action in
            if case .row(let row) = action { row } else { nil }
        }
    }
}

/// A row action of a list of `rows` rows that share a setting, the first three mounted.
@MainActor
enum SharingWorkload {
    /// Times `count` row actions, on the mounted rows in turn.
    static func measure(count: Int, rows: Int, mode: Workload.Mode) -> Double {
        let (app, views) = SharingApp.mount(rows: rows)
        defer { withExtendedLifetime((app, views)) {} }
        return mode.measure(count: count) { count in
            for index in 0..<count {
                app.dispatcher.dispatch(.row(ElementAction(id: index % 3, action: .increment)))
            }
        }
    }

    nonisolated static func workload(rows: Int) -> Workload {
        Workload(
            name: "shared-\(rows)",
            summary: "a row action that leaves the setting \(rows) rows share alone, three rows mounted",
            defaultCount: 100_000
        ) { count, mode in
            let large = measure(count: count, rows: rows, mode: mode)
            // Profiled (counted under callgrind), a workload runs its own loop only.
            guard rows == 10_000, case .compare = mode else {
                return [
                    Row(
                        name: "shared-\(rows)", count: count, unit: "ns/dispatch", value: large, floor: nil,
                        floorName: nil, target: nil)
                ]
            }
            let small = measure(count: count, rows: 10, mode: mode)
            return [
                Row(
                    name: "shared scaling", count: count, unit: "ns/dispatch", value: large, floor: small,
                    floorName: "10 rows", target: .ratio(2))
            ]
        }
    }

    nonisolated static let workloads = [10, 10_000].map(workload(rows:))
}
