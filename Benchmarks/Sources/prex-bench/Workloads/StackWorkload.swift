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
    /// Mounts a path of `depth` screens and returns the loop the rows time: `count` pushes, each followed by a pop.
    static func pushesAndPops(depth: Int) -> (_ count: Int) -> Void {
        let (app, views) = StackApp.mount(depth: depth, mounted: 3)
        return { count in
            withExtendedLifetime((app, views)) {
                for _ in 0..<count {
                    app.dispatcher.dispatch(.push)
                    app.dispatcher.dispatch(.pop)
                }
            }
        }
    }

    nonisolated static let workloads = rows(
        named: "stack", scaling: "stack scaling",
        summary: { "a push and a pop on a stack \($0) screens deep, the top three mounted" },
        pushesAndPops: pushesAndPops(depth:))

    /// The rows of a stack of 10 and of 1,000 screens, `NAME-10` and `NAME-1000`; timed in full, the second is the
    /// row `scaling`, against 10 screens deep. `pushesAndPops(depth)` mounts an app that deep and returns its loop.
    nonisolated static func rows(
        named name: String, scaling: String, summary: (_ depth: Int) -> String,
        pushesAndPops: @escaping @MainActor (_ depth: Int) -> (_ count: Int) -> Void
    ) -> [Workload] {
        [10, 1_000].map { depth in
            Workload(name: "\(name)-\(depth)", summary: summary(depth), defaultCount: 100_000) { count, mode in
                let deep = mode.measure(count: count, pushesAndPops(depth))
                // Profiled (counted under callgrind), a workload runs its own loop only.
                guard depth == 1_000, case .compare = mode else {
                    return [
                        Row(
                            name: "\(name)-\(depth)", count: count, unit: "ns/(push+pop)", value: deep, floor: nil,
                            floorName: nil, target: nil)
                    ]
                }
                let shallow = mode.measure(count: count, pushesAndPops(10))
                return [
                    Row(
                        name: scaling, count: count, unit: "ns/(push+pop)", value: deep, floor: shallow,
                        floorName: "10 screens deep", target: .ratio(2))
                ]
            }
        }
    }
}
