import PrexTesting
import Testing

@testable import Prex

/// TCA's NavigationStack case study, written on Prex (Support/NavigationDemo.swift): the root pushes what screen B
/// asks for, goes back to a screen or to the root, opens a deep link; screen A closes itself; screen C's timer ends
/// when its screen is popped.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct NavigationDemoTests {
    typealias Demo = Flux<NavigationDemoAction, NavigationDemoState>

    static func makeDemo(_ configure: (inout Dependencies) -> Void = { _ in }) -> Demo {
        Flux(
            state: NavigationDemoState(), mutation: NavigationDemoMutation.composed,
            dependencies: Dependencies(configure))
    }

    /// The scope of the screen at `position` in the path, as its case `screen`.
    static func screen<ScreenAction: Action, Screen: State & Equatable>(
        _ position: Int, of demo: Demo, _ screen: StateCase<PathState, Screen>,
        _ action: ActionCase<PathAction, ScreenAction>
    ) throws -> Flux<ScreenAction, Screen> {
        let id = demo.store.state.path.id(at: position)
        let element = try #require(demo.scope(stackElement: id, in: \.path, action: .path))
        return try #require(element.scope(case: screen, action: action))
    }

    @Test func theDeepLinkScreenBsPushesAndGoingBack() throws {
        let demo = Self.makeDemo()
        demo.dispatcher.dispatch(.goToABCButtonTapped)
        #expect(Array(demo.store.state.path) == [.screenA(ScreenAState()), .screenB, .screenC(ScreenCState())])

        // Screen B asks for a screen C; the root pushes it
        let screenB = try #require(demo.scope(stackElement: demo.store.state.path.id(at: 1), in: \.path, action: .path))
        screenB.dispatcher.dispatch(.screenB(.screenCButtonTapped))
        #expect(demo.store.state.path.count == 4)

        // Back to screen A, then to the root: B's scope ended with its element
        demo.dispatcher.dispatch(.goBackToScreen(id: demo.store.state.path.id(at: 0)))
        #expect(Array(demo.store.state.path) == [.screenA(ScreenAState())])
        #expect(screenB.hasEnded)
        demo.dispatcher.dispatch(.popToRoot)
        #expect(demo.store.state.path.isEmpty)
    }

    @Test func screenALoadsAFactAndClosesItself() async throws {
        let demo = Self.makeDemo { $0.factClient = FactClient { "fact \($0)" } }
        demo.dispatcher.dispatch(.goToABCButtonTapped)
        let screenA = try Self.screen(0, of: demo, .screenA, .screenA)
        let presenter = Presenter(view: RecordingView<ScreenAState>(), flux: screenA)

        presenter.dispatch(.incrementButtonTapped)
        await presenter.factButtonTapped().value
        #expect(screenA.store.state == ScreenAState(count: 1, fact: "fact 1", isLoading: false))

        presenter.dismissButtonTapped()
        #expect(demo.store.state.path.isEmpty, "screen A popped itself, and every screen above it")
        #expect(screenA.hasEnded)
    }

    @Test func screenCsTimerTicksUntilItsScreenIsPopped() async throws {
        let clock = TestClock()
        let demo = Self.makeDemo { $0.clock = clock }
        demo.dispatcher.dispatch(.goToABCButtonTapped)
        let screenC = try Self.screen(2, of: demo, .screenC, .screenC)
        let presenter = Presenter(view: RecordingView<ScreenCState>(), flux: screenC)

        presenter.startButtonTapped()
        await clock.advance(by: .seconds(3))
        #expect(demo.store.state.path[2] == .screenC(ScreenCState(count: 3, isTimerRunning: true)))

        demo.dispatcher.dispatch(.goBackToScreen(id: demo.store.state.path.id(at: 1)))
        await clock.advance(by: .seconds(3))
        #expect(demo.store.state.path.count == 2, "the popped timer dispatched nothing more")
        #expect(screenC.hasEnded)
    }
}
