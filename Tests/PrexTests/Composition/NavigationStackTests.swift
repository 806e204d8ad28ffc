import PrexTesting
import Testing

@testable import Prex

/// A navigation stack is state: an identified list of screens, pushed and popped by the app's mutation; each
/// screen is a child feature on its element's scope, and a popped screen's scope ends.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct NavigationStackTests {
    struct Screen: State, Identifiable, Equatable {
        let id: Int
        var visits = 0
    }

    enum ScreenAction: Action {
        case visit
    }

    struct ScreenMutation: Mutation {
        func mutate(action: ScreenAction, state: inout Screen) {
            state.visits += 1
        }
    }

    struct NavigationState: State, Equatable {
        var path: IdentifiedList<Screen> = []
    }

    enum NavigationAction: Action {
        case push(Int)
        case pop
        case screen(ElementAction<Int, ScreenAction>)
    }

    struct NavigationMutation: Mutation {
        func mutate(action: NavigationAction, state: inout NavigationState) {
            switch action {
            case .push(let id): state.path.append(Screen(id: id))
            case .pop: if !state.path.isEmpty { state.path.removeLast() }
            case .screen: break
            }
        }
    }

    static func makeNavigation() -> Flux<NavigationAction, NavigationState> {
        Flux(
            state: NavigationState(),
            mutation: NavigationMutation().forEach(state: \.path, action: .screen, ScreenMutation()))
    }

    @Test func poppingEndsTheTopScreenOnlyAndCancelsItsTasks() async throws {
        let navigation = Self.makeNavigation()
        var views: [RecordingView<Screen>] = []
        var presenters: [Presenter<ScreenAction, Screen>] = []
        for id in [1, 2, 3] {
            navigation.dispatcher.dispatch(.push(id))
            let view = RecordingView<Screen>()
            views.append(view)
            let screen = try #require(navigation.scope(element: id, in: \.path, action: .screen))
            presenters.append(Presenter(view: view, flux: screen))
        }
        let top = presenters[2].task(id: "load") { _ in
            _ = await TaskProbe.waitForCancellation()
        }

        navigation.dispatcher.dispatch(.pop)
        for presenter in presenters {
            presenter.dispatch(.visit)
        }

        #expect(navigation.store.state.path.ids == [1, 2])
        #expect(views[0].states == [Screen(id: 1, visits: 1)])
        #expect(views[1].states == [Screen(id: 2, visits: 1)])
        #expect(views[2].states.isEmpty)
        await top.value
        #expect(top.isCancelled)
    }
}

extension ActionCase where Parent == NavigationStackTests.NavigationAction {
    static var screen: ActionCase<Parent, ElementAction<Int, NavigationStackTests.ScreenAction>> {
        .init(NavigationStackTests.NavigationAction.screen) { action in
            if case .screen(let screen) = action { screen } else { nil }
        }
    }
}
