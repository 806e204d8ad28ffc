import Prex

/// A navigation stack of screens (an enum, each case its own feature) that share a value of the app
/// (`forEach(stack:action:sharing:cases:_:)`), the top three mounted: pushing a screen and popping it again, which
/// leaves the value alone and must cost what it changed, not the stack's depth.
enum SharingStackApp {
    struct Settings: Equatable, Sendable {
        var compact = false
    }

    struct Step: State, Equatable {
        var settings = Settings()
        var count = 0
    }

    enum Screen: State, Equatable {
        case step(Step)
        case done
    }

    enum ScreenAction: Action {
        case increment
    }

    struct ScreenMutation: Mutation {
        func mutate(action: ScreenAction, state: inout Step) {
            state.count += 1
        }
    }

    struct AppState: State, Equatable {
        var settings = Settings()
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
            case .push: state.path.append(.step(Step()))
            case .pop: state.path.removeLast()
            case .path: break
            }
        }
    }

    /// A screen: reads its case from each change.
    @MainActor
    final class ScreenView: View {
        var presenter: Presenter<ScreenAction, Screen>?

        func reflect(change: StateChange<Screen>) {
            if case .step(let step) = change.new {
                Sink.value &+= step.count
            }
        }
    }

    /// An app Flux with a path of `depth` screens sharing the settings, and a view on each of the top three.
    @MainActor
    static func mount(depth: Int) -> (Flux<AppAction, AppState>, [ScreenView]) {
        let path = StackState(Array(repeating: Screen.step(Step()), count: depth))
        let screens = EmptyMutation<ScreenAction, Screen>().scope(case: .step, action: .step, ScreenMutation())
        let mutation = AppMutation()
            .forEach(
                stack: \.path, action: .path, sharing: \.settings, cases: [CaseCopy(.step, \.settings)], screens)
        let app = Flux(state: AppState(path: path), mutation: mutation)
        let views = app.store.state.path.ids.suffix(3).map { id -> ScreenView in
            let view = ScreenView()
            if let flux = app.scope(stackElement: id, in: \.path, action: .path) {
                view.presenter = Presenter(view: view, flux: flux)
            }
            return view
        }
        return (app, views)
    }
}

extension StateCase where Parent == SharingStackApp.Screen {
    static var step: StateCase<SharingStackApp.Screen, SharingStackApp.Step> {
        .init(SharingStackApp.Screen.step) { screen in
            if case .step(let step) = screen { step } else { nil }
        }
    }
}

extension ActionCase where Parent == SharingStackApp.ScreenAction {
    /// Every screen action is the step's.
    static var step: ActionCase<SharingStackApp.ScreenAction, SharingStackApp.ScreenAction> {
        .init({ $0 }, extract: { $0 })
    }
}

extension ActionCase where Parent == SharingStackApp.AppAction {
    static var path:
        ActionCase<SharingStackApp.AppAction, StackAction<SharingStackApp.Screen, SharingStackApp.ScreenAction>>
    {
        .init(SharingStackApp.AppAction.path) { action in
            if case .path(let path) = action { path } else { nil }
        }
    }
}

/// A push and a pop on a stack of screens `depth` deep that share a value, the top three mounted.
@MainActor
enum SharingStackWorkload {
    /// Mounts a path of `depth` screens and returns the loop the rows time: `count` pushes, each followed by a pop.
    static func pushesAndPops(depth: Int) -> (_ count: Int) -> Void {
        let (app, views) = SharingStackApp.mount(depth: depth)
        return { count in
            withExtendedLifetime((app, views)) {
                for _ in 0..<count {
                    app.dispatcher.dispatch(.push)
                    app.dispatcher.dispatch(.pop)
                }
            }
        }
    }

    nonisolated static let workloads = StackWorkload.rows(
        named: "shared-stack", scaling: "shared stack scaling",
        summary: { "a push and a pop on a stack of screens \($0) deep sharing a value, the top three mounted" },
        pushesAndPops: pushesAndPops(depth:))
}
