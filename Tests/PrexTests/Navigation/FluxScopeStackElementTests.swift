import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// A stack element's scope belongs to that element: it ends when the element is popped, whoever popped it, and
/// nothing sent through it afterwards reaches the path; its `dismiss()` pops the element.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct FluxScopeStackElementTests {
    typealias Screen = StackApp.Screen
    typealias ScreenFlux = Flux<StackApp.ScreenAction, Screen>

    /// An app with `count` counters pushed, a scope of each.
    static func makeApp(
        counters count: Int, log: Recorder<String>? = nil
    ) throws -> (Flux<StackApp.AppAction, StackApp.AppState>, [ScreenFlux]) {
        let app = StackApp.make(log: log)
        var screens: [ScreenFlux] = []
        for _ in 0..<count {
            app.dispatcher.dispatch(.push(.counter(.init())))
            let id = try #require(app.store.state.path.ids.last)
            screens.append(try #require(app.scope(stackElement: id, in: \.path, action: .path)))
        }
        return (app, screens)
    }

    static func hasEnded(_ flux: ScreenFlux) -> Bool {
        flux.store.upstream?.lifetime.hasEnded == true
    }

    @Test func popToAndPopFromEndExactlyThePoppedElementsScopesAndTheirTasks() async throws {
        // Given four counters, each on a screen with a view, a presenter and a feature task
        let (app, screens) = try Self.makeApp(counters: 4)
        let views = screens.map { _ in RecordingView<Screen>() }
        let presenters = zip(views, screens).map { Presenter(view: $0, flux: $1) }
        let tasks = screens.map { screen in screen.task { _ in _ = await TaskProbe.waitForCancellation() } }

        // When the app pops to the second, then the second pops from itself by an action
        app.dispatcher.dispatch(.popTo(1))
        try #require(screens.map(Self.hasEnded) == [false, false, true, true])
        app.dispatcher.dispatch(.path(.popFrom(id: 1)))
        for presenter in presenters {
            presenter.dispatch(.increment)
        }

        // Then only the first is left and hears its change; the others' scopes and tasks ended
        try #require(screens.map(Self.hasEnded) == [false, true, true, true])
        #expect(Array(app.store.state.path) == [.counter(.init(count: 1))])
        #expect(views.map(\.states.count) == [1, 0, 0, 0])
        for task in tasks.dropFirst() {
            await task.value
            #expect(task.isCancelled)
        }
        #expect(!tasks[0].isCancelled)
        tasks[0].cancel()
    }

    @Test func aLateActionThroughAPoppedScopeIsDroppedAndLogged() throws {
        let log = Recorder<String>()
        let (app, screens) = try Self.makeApp(counters: 1, log: log)
        app.dispatcher.dispatch(.pop)
        app.dispatcher.dispatch(.push(.counter(.init())))

        screens[0].dispatcher.dispatch(.increment)

        #expect(Array(app.store.state.path) == [.counter(.init())])
        #expect(log.all.last?.hasSuffix("  ignored: scope ended (Screen with id #0 in \\AppState.path)\n") == true)
    }

    @Test func anElementPopsItselfAndWhatIsAboveFromItsPresenter() throws {
        let (app, screens) = try Self.makeApp(counters: 3)
        let recorder = ActionRecorder(app.dispatcher)
        let presenter = Presenter(view: RecordingView<Screen>(), flux: screens[1])

        presenter.dismiss()

        #expect(recorder.actions == [.path(.popFrom(id: 1))])
        #expect(Array(app.store.state.path.ids) == [0])
        #expect(screens.map(Self.hasEnded) == [false, true, true])
    }

    @Test func anElementPopsItselfFromAnEffect() async throws {
        let (app, screens) = try Self.makeApp(counters: 2)
        let top = screens[1]
        let gate = TaskGate()

        let effect = top.task { dispatch in
            await gate.wait()
            dispatch(.increment)
            top.dismiss()
        }
        gate.open()
        await effect.value

        #expect(Array(app.store.state.path.ids) == [0])
        #expect(Self.hasEnded(top))
    }

    @Test func aLateCloseFromAPoppedElementPopsNothingPushedLater() throws {
        // Given the top counter popped by the app, and another counter pushed in its place
        let log = Recorder<String>()
        let (app, screens) = try Self.makeApp(counters: 2, log: log)
        app.dispatcher.dispatch(.pop)
        app.dispatcher.dispatch(.push(.counter(.init())))

        // When the popped one closes itself late
        screens[1].dismiss()

        // Then the later counter is still there, and the close was dropped
        #expect(Array(app.store.state.path.ids) == [0, 2])
        #expect(log.all.last?.contains("action StackApp.AppAction.path.popFrom(id: #1)\n  (no change)\n") == true)
    }

    @Test func aScopeMadeFromAnElementPopsItAndEndsWithIt() throws {
        let (app, screens) = try Self.makeApp(counters: 2)
        let counter = try #require(screens[1].scope(optional: \.counter, action: .identity))

        counter.dismiss()

        #expect(Array(app.store.state.path.ids) == [0])
        #expect(counter.store.upstream?.lifetime.hasEnded == true)
    }

    @Test func anElementsViewsHearOnlyItsChanges() throws {
        let (app, screens) = try Self.makeApp(counters: 2)
        let view = RecordingView<Screen>()
        let presenter = Presenter(view: view, flux: screens[0])

        app.dispatcher.dispatch(.push(.note(.init())))
        app.dispatcher.dispatch(.path(.element(id: 1, action: .increment)))
        presenter.dispatch(.increment)

        #expect(view.changes.map(\.new) == [.counter(.init(count: 1))])
    }

    @Test func thereIsNoScopeForAnIDTheStackDoesNotHave() throws {
        let (app, _) = try Self.makeApp(counters: 1)
        app.dispatcher.dispatch(.pop)

        #expect(app.scope(stackElement: 0, in: \.path, action: .path) == nil)
        #expect(app.scope(stackElement: 7, in: \.path, action: .path) == nil)
    }
}
