import Prex

/// The same rows on a plain array: the app's state holds an `[Item]`, and each row's presenter is on the app's
/// Flux itself and reads its own element from every change. What `scoped-all-1000` is compared with.
enum ArrayApp {
    struct AppState: State, Equatable {
        var items: [ScopedApp.Item]
    }

    enum AppAction: Action {
        case refreshAll
    }

    struct AppMutation: Mutation {
        func mutate(action: AppAction, state: inout AppState) {
            for position in state.items.indices {
                state.items[position].count += 1
            }
        }
    }

    /// A row: reads its item's count from each change, when its item changed.
    @MainActor
    final class RowView: View {
        let position: Int
        var presenter: Presenter<AppAction, AppState>?

        init(position: Int) {
            self.position = position
        }

        func reflect(change: StateChange<AppState>) {
            if let item = change.changedElement(at: position, in: \.items)?.value {
                Sink.value &+= item.count
            }
        }
    }

    /// An app Flux of `children` items, and a row (view and presenter on the app's Flux) for each.
    @MainActor
    static func mount(children: Int) -> (Flux<AppAction, AppState>, [RowView]) {
        let app = Flux(
            state: AppState(items: (0..<children).map { ScopedApp.Item(id: $0) }), mutation: AppMutation())
        let rows = (0..<children).map { position in
            let row = RowView(position: position)
            row.presenter = Presenter(view: row, flux: app)
            return row
        }
        return (app, rows)
    }
}

/// Every one of 1,000 children changing in one action, each reflected on its row: the children scoped (one
/// presenter per element's scope of an `IdentifiedList`), against one presenter per row on a plain array.
@MainActor
enum EveryChildWorkload {
    static let children = 1_000

    /// Times `count` actions that change every scoped child, refreshed in one pass.
    static func measureScoped(count: Int, mode: Workload.Mode) -> Double {
        let (app, rows) = ScopedApp.mount(children: children)
        defer { withExtendedLifetime((app, rows)) {} }
        return mode.measure(count: count) { count in
            for _ in 0..<count {
                app.dispatcher.dispatch(.refreshAll)
            }
        }
    }

    /// Times `count` actions that change every element of a plain array, each row's presenter on the app's Flux.
    static func measureArray(count: Int, mode: Workload.Mode) -> Double {
        let (app, rows) = ArrayApp.mount(children: children)
        defer { withExtendedLifetime((app, rows)) {} }
        return mode.measure(count: count) { count in
            for _ in 0..<count {
                app.dispatcher.dispatch(.refreshAll)
            }
        }
    }

    nonisolated static let scoped = Workload(
        name: "scoped-all-1000",
        summary: "actions that change every one of 1,000 scoped children in one pass, against the same on an array",
        defaultCount: 2_000
    ) { count, mode in
        let scoped = measureScoped(count: count, mode: mode)
        guard case .compare = mode else { return [] }
        let array = measureArray(count: count, mode: mode)
        return [
            Row(
                name: "scoped-all-1000", count: count, unit: "ns/action", value: scoped, floor: array,
                floorName: "array-all-1000", target: .ratio(1.5))
        ]
    }

    nonisolated static let array = Workload(
        name: "array-all-1000",
        summary: "actions that change every one of 1,000 elements of an array, one presenter per row on the app",
        defaultCount: 2_000
    ) { count, mode in
        let time = measureArray(count: count, mode: mode)
        return [
            Row(
                name: "array-all-1000", count: count, unit: "ns/action", value: time, floor: nil, floorName: nil,
                target: nil)
        ]
    }

    nonisolated static let workloads = [scoped, array]
}
