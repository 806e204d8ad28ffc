import Prex

/// The scoped workload's rows with their items in a request state, as a list that loads keeps them: composed with
/// `forEach(loaded:)`, each row on `scope(loadedElement:in:action:)`.
enum LoadedScopedApp {
    typealias Items = RequestState<IdentifiedList<ScopedApp.Item>, LoadFailure>

    struct AppState: State, Equatable {
        var items: Items
    }

    struct AppMutation: Mutation {
        func mutate(action: ScopedApp.AppAction, state: inout AppState) {}
    }

    /// An app Flux of `children` loaded items, and a row (view and presenter) mounted on each item's scope.
    @MainActor
    static func mount(children: Int) -> (Flux<ScopedApp.AppAction, AppState>, [ScopedApp.RowView]) {
        let items = IdentifiedList((0..<children).map { ScopedApp.Item(id: $0) })
        let mutation = AppMutation().forEach(loaded: \.items, action: .item, ScopedApp.ItemMutation())
        let app = Flux(state: AppState(items: Items(value: items)), mutation: mutation)
        let rows = items.ids.map { id in
            let row = ScopedApp.RowView()
            if let flux = app.scope(loadedElement: id, in: \.items, action: .item) {
                row.presenter = Presenter(view: row, flux: flux)
            }
            return row
        }
        return (app, rows)
    }
}

/// `scoped-N` with the items loaded: one child of many changing per action through its row's presenter, against
/// the same rows of a plain list.
@MainActor
enum LoadedScopedWorkload {
    /// Times `count` actions, each from the next row's presenter, with `children` loaded rows mounted.
    static func measure(count: Int, children: Int, mode: Workload.Mode) -> Double {
        let (app, rows) = LoadedScopedApp.mount(children: children)
        defer { withExtendedLifetime((app, rows)) {} }
        let presenters = rows.compactMap(\.presenter)
        return mode.measure(count: count) { count in
            var next = 0
            for _ in 0..<count {
                presenters[next].dispatch(.increment)
                next = next == presenters.count - 1 ? 0 : next + 1
            }
        }
    }

    nonisolated static func workload(children: Int) -> Workload {
        Workload(
            name: "scoped-loaded-\(children)",
            summary: "scoped-\(children) with the items in a request state (forEach(loaded:), scope(loadedElement:))",
            defaultCount: 200_000
        ) { count, mode in
            let loaded = measure(count: count, children: children, mode: mode)
            // Profiled (counted under callgrind), a workload runs its own loop only.
            guard case .compare = mode else {
                return [
                    Row(
                        name: "scoped-loaded-\(children)", count: count, unit: "ns/action", value: loaded,
                        floor: nil, floorName: nil, target: nil)
                ]
            }
            let plain = ScopedWorkload.measure(count: count, children: children, mode: mode)
            return [
                Row(
                    name: "scoped-loaded-\(children)", count: count, unit: "ns/action", value: loaded, floor: plain,
                    floorName: "scoped-\(children) (a plain list)", target: .ratio(1.5))
            ]
        }
    }

    nonisolated static let workloads = [10, 10_000].map(workload(children:))
}
