import Prex

/// An app whose state holds a keyed collection of child features, each rendered by its own presenter on its
/// element's scope: the rows of a list, one presenter per row.
enum ScopedApp {
    struct Item: State, Identifiable, Equatable {
        let id: Int
        var count = 0
    }

    enum ItemAction: Action {
        case increment
    }

    struct ItemMutation: Mutation {
        func mutate(action: ItemAction, state: inout Item) {
            state.count += 1
        }
    }

    struct AppState: State, Equatable {
        var items: IdentifiedList<Item>
        var title = ""
    }

    enum AppAction: Action {
        case item(ElementAction<Int, ItemAction>)
        case incrementAll
        /// Every item changing in one pass (`updateEach`).
        case refreshAll
    }

    struct AppMutation: Mutation {
        func mutate(action: AppAction, state: inout AppState) {
            switch action {
            case .incrementAll:
                for id in state.items.ids {
                    state.items[id: id]?.count += 1
                }
            case .refreshAll:
                state.items.updateEach { $0.count += 1 }
            case .item:
                break
            }
        }
    }

    /// A row: reads its item's count from each change.
    @MainActor
    final class RowView: View {
        var presenter: Presenter<ItemAction, Item>?

        func reflect(change: StateChange<Item>) {
            if let count = change.count?.value {
                Sink.value &+= count
            }
        }
    }

    /// An app Flux of `children` items, and a row (view and presenter) mounted on each item's scope.
    @MainActor
    static func mount(children: Int) -> (Flux<AppAction, AppState>, [RowView]) {
        let app = makeApp(children: children)
        return (app, mountRows(on: app))
    }

    /// An app Flux of `children` items, with nothing mounted.
    static func makeApp(children: Int) -> Flux<AppAction, AppState> {
        let items = IdentifiedList((0..<children).map { Item(id: $0) })
        let mutation = AppMutation().forEach(state: \.items, action: .item, ItemMutation())
        return Flux(state: AppState(items: items), mutation: mutation)
    }

    /// A row (view and presenter) on each item's scope.
    @MainActor
    static func mountRows(on app: Flux<AppAction, AppState>) -> [RowView] {
        app.store.state.items.ids.map { id in
            let row = RowView()
            if let flux = app.scope(element: id, in: \.items, action: .item) {
                row.presenter = Presenter(view: row, flux: flux)
            }
            return row
        }
    }
}

extension ActionCase where Parent == ScopedApp.AppAction {
    static var item: ActionCase<ScopedApp.AppAction, ElementAction<Int, ScopedApp.ItemAction>> {
        .init(ScopedApp.AppAction.item) { action in
            if case .item(let item) = action { item } else { nil }
        }
    }
}

/// One child of many changing per action, through its own presenter on its element's scope, reflected on its
/// row before `dispatch` returns; the other rows hear nothing.
@MainActor
enum ScopedWorkload {
    /// Times `count` actions, each from the next row's presenter, with `children` rows mounted.
    static func measure(count: Int, children: Int, mode: Workload.Mode) -> Double {
        let (app, rows) = ScopedApp.mount(children: children)
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

    /// The presenter workload's loop: one presenter on a plain Flux.
    static func measurePlainPresenter(count: Int, mode: Workload.Mode) -> Double {
        let view = CountingView()
        defer { withExtendedLifetime(view) {} }
        let presenter = view.presenter
        return mode.measure(count: count) { count in
            for _ in 0..<count {
                presenter.dispatch(.increment)
            }
        }
    }

    nonisolated static func workload(children: Int) -> Workload {
        Workload(
            name: "scoped-\(children)",
            summary: "one of \(children) scoped child presenters dispatching, reflected on its row only",
            defaultCount: 200_000
        ) { count, mode in
            let scoped = measure(count: count, children: children, mode: mode)
            // Profiled (counted under callgrind), a workload runs its own loop only.
            guard children == 10_000, case .compare = mode else {
                return [
                    Row(
                        name: "scoped-\(children)", count: count, unit: "ns/action", value: scoped, floor: nil,
                        floorName: nil, target: nil)
                ]
            }
            let few = measure(count: count, children: 10, mode: mode)
            let plain = measurePlainPresenter(count: count, mode: mode)
            return [
                Row(
                    name: "scoped-10000", count: count, unit: "ns/action", value: scoped, floor: plain,
                    floorName: "one presenter, plain Flux", target: .ratio(3)),
                Row(
                    name: "scoped scaling", count: count, unit: "ns/action", value: scoped, floor: few,
                    floorName: "10 children", target: .ratio(2)),
            ]
        }
    }

    /// Times `count` actions that change every one of `children` children, each reflected on its row.
    static func measureAll(count: Int, children: Int, mode: Workload.Mode) -> Double {
        let (app, rows) = ScopedApp.mount(children: children)
        defer { withExtendedLifetime((app, rows)) {} }
        return mode.measure(count: count) { count in
            for _ in 0..<count {
                app.dispatcher.dispatch(.incrementAll)
            }
        }
    }

    /// Every child changing: the cost per child at 1,000 children against 10 (linear scaling: about 1×).
    nonisolated static let everyChild = Workload(
        name: "scoped-all",
        summary: "actions that change every one of 1,000 scoped children (ns per action × child), against 10",
        defaultCount: 2_000
    ) { count, mode in
        let many = measureAll(count: count, children: 1_000, mode: mode) / 1_000
        guard case .compare = mode else { return [] }
        let few = measureAll(count: count * 100, children: 10, mode: mode) / 10
        return [
            Row(
                name: "scoped-all", count: count, unit: "ns/(action×child)", value: many, floor: few,
                floorName: "10 children", target: .ratio(2))
        ]
    }

    nonisolated static let workloads = [10, 1_000, 10_000].map(workload(children:)) + [everyChild]
}
