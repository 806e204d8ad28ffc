import Prex

/// An app with a navigation stack whose top screens are mounted (a view and a presenter on each element's scope):
/// pushing a screen and popping it again.
enum StackApp {
    struct Screen: State, Equatable {
        var count = 0
    }

    enum ScreenAction: Action {
        case increment
    }

    struct ScreenMutation: Mutation {
        func mutate(action: ScreenAction, state: inout Screen) {
            state.count += 1
        }
    }

    struct AppState: State, Equatable {
        var path: StackState<Screen>
    }

    enum AppAction: Action {
        case path(StackAction<Screen, ScreenAction>)
        case push
        case pop
    }

    struct AppMutation: Mutation {
        func mutate(action: AppAction, state: inout AppState) {
            switch action {
            case .push: state.path.append(Screen())
            case .pop: state.path.removeLast()
            case .path: break
            }
        }
    }

    /// A screen: reads its count from each change.
    @MainActor
    final class ScreenView: View {
        var presenter: Presenter<ScreenAction, Screen>?

        func reflect(change: StateChange<Screen>) {
            if let count = change.count?.value {
                Sink.value &+= count
            }
        }
    }

    /// An app Flux with a path of `depth` screens, and a screen mounted on each of the `mounted` top ones.
    @MainActor
    static func mount(depth: Int, mounted: Int) -> (Flux<AppAction, AppState>, [ScreenView]) {
        let path = StackState(Array(repeating: Screen(), count: depth))
        let mutation = AppMutation().forEach(stack: \.path, action: .path, ScreenMutation())
        let app = Flux(state: AppState(path: path), mutation: mutation)
        let views = app.store.state.path.ids.suffix(mounted).map { id -> ScreenView in
            let view = ScreenView()
            if let flux = app.scope(stackElement: id, in: \.path, action: .path) {
                view.presenter = Presenter(view: view, flux: flux)
            }
            return view
        }
        return (app, views)
    }
}

extension ActionCase where Parent == StackApp.AppAction {
    static var path: ActionCase<StackApp.AppAction, StackAction<StackApp.Screen, StackApp.ScreenAction>> {
        .init(StackApp.AppAction.path) { action in
            if case .path(let path) = action { path } else { nil }
        }
    }
}

/// A push and a pop on a navigation stack `depth` screens deep, the top three mounted: what a drill-down costs.
@MainActor
enum StackWorkload {
    /// Times `count` pushes, each followed by a pop, on a path of `depth` screens.
    static func measure(count: Int, depth: Int, mode: Workload.Mode) -> Double {
        let (app, views) = StackApp.mount(depth: depth, mounted: 3)
        defer { withExtendedLifetime((app, views)) {} }
        return mode.measure(count: count) { count in
            for _ in 0..<count {
                app.dispatcher.dispatch(.push)
                app.dispatcher.dispatch(.pop)
            }
        }
    }

    nonisolated static func workload(depth: Int) -> Workload {
        Workload(
            name: "stack-\(depth)",
            summary: "a push and a pop on a stack \(depth) screens deep, the top three mounted",
            defaultCount: 100_000
        ) { count, mode in
            let deep = measure(count: count, depth: depth, mode: mode)
            // Profiled (counted under callgrind), a workload runs its own loop only.
            guard depth == 1_000, case .compare = mode else {
                return [
                    Row(
                        name: "stack-\(depth)", count: count, unit: "ns/(push+pop)", value: deep, floor: nil,
                        floorName: nil, target: nil)
                ]
            }
            let shallow = measure(count: count, depth: 10, mode: mode)
            return [
                Row(
                    name: "stack scaling", count: count, unit: "ns/(push+pop)", value: deep, floor: shallow,
                    floorName: "10 screens deep", target: .ratio(2))
            ]
        }
    }

    nonisolated static let workloads = [10, 1_000].map(workload(depth:))
}
