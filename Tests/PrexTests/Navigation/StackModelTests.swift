import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// A model-based test of a navigation stack: random pushes, pops, pops to and from an element, pops to the root and
/// deep links, with late actions from popped elements (sent through their scopes, presenters and effects), checked
/// after every step against a plain array of the elements pushed.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StackModelTests {
    typealias Screen = StackApp.Screen
    typealias ScreenAction = StackApp.ScreenAction
    typealias ScreenFlux = Flux<ScreenAction, Screen>

    /// An element the test pushed: what the model says it is, and its screen while the test holds it.
    final class Pushed {
        let id: StackElementID
        var screen: Screen
        var flux: ScreenFlux?
        var presenter: Presenter<ScreenAction, Screen>?
        let view = RecordingView<Screen>()
        let effect: Task<Void, Never>
        weak var weakFlux: ScreenFlux?
        weak var weakPresenter: Presenter<ScreenAction, Screen>?
        /// How many changes its view had heard when it was popped.
        var heardWhenPopped: Int?

        init(id: StackElementID, screen: Screen, flux: ScreenFlux) {
            self.id = id
            self.screen = screen
            self.flux = flux
            let presenter = Presenter(view: view, flux: flux)
            self.presenter = presenter
            weakFlux = flux
            weakPresenter = presenter
            // A feature effect that sends the screen an action once cancelled: late, after its element was popped.
            let late = Self.action(for: screen)
            effect = flux.task { dispatch in
                _ = await TaskProbe.waitForCancellation()
                dispatch(late)
            }
        }

        /// The action that changes `screen`.
        static func action(for screen: Screen) -> ScreenAction {
            if case .counter = screen { .increment } else { .type("x") }
        }
    }

    /// What one case did, for the failure message.
    struct Run {
        let seed: UInt64
        var steps: [String] = []
        var label: Comment { "seed \(seed), steps: \(steps.joined(separator: ", "))" }
    }

    @Test func eachScopeEndsExactlyWhenItsElementLeavesAndNothingLateReachesALaterOne() async throws {
        let seed = SplitMix64.seed(default: 0x57AC_2026)
        let cases = GeneratedCases.count(full: 200, reduced: 50)
        for index in 0..<cases {
            try await check(seed: seed &+ UInt64(index), steps: 30)
        }
    }

    func check(seed: UInt64, steps: Int) async throws {
        var random = SplitMix64(seed: seed)
        var run = Run(seed: seed)
        let app = StackApp.make()
        var live: [Pushed] = []
        var gone: [Pushed] = []
        var nextID = 0

        func push(_ screens: [Screen]) throws {
            for screen in screens {
                let id = StackElementID(rawValue: nextID)
                nextID += 1
                let flux = try #require(app.scope(stackElement: id, in: \.path, action: .path), run.label)
                live.append(Pushed(id: id, screen: screen, flux: flux))
            }
        }
        func popped(from position: Int) {
            for element in live[position...] {
                element.heardWhenPopped = element.view.changes.count
            }
            gone += live[position...]
            live.removeSubrange(position...)
        }
        func randomScreen() -> Screen {
            Bool.random(using: &random) ? .counter(.init()) : .note(.init())
        }

        for _ in 0..<steps {
            let roll = Int.random(in: 0..<100, using: &random)
            switch roll {
            case 0..<28:
                let screen = randomScreen()
                run.steps.append("push \(screen)")
                app.dispatcher.dispatch(Bool.random(using: &random) ? .push(screen) : .path(.push(screen)))
                try push([screen])
            case 28..<48 where !live.isEmpty:
                let element = live.randomElement(using: &random)!
                run.steps.append("act \(element.id)")
                element.presenter?.dispatch(Pushed.action(for: element.screen))
                StackApp.ScreenMutation().mutate(action: Pushed.action(for: element.screen), state: &element.screen)
            case 48..<56 where !live.isEmpty:
                run.steps.append("pop")
                app.dispatcher.dispatch(.pop)
                popped(from: live.count - 1)
            case 56..<64 where !live.isEmpty:
                let position = Int.random(in: 0..<live.count, using: &random)
                run.steps.append("pop to \(live[position].id)")
                app.dispatcher.dispatch(.popTo(live[position].id))
                popped(from: position + 1)
            case 64..<74 where !live.isEmpty:
                let position = Int.random(in: 0..<live.count, using: &random)
                let element = live[position]
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    run.steps.append("popFrom \(element.id)")
                    app.dispatcher.dispatch(.path(.popFrom(id: element.id)))
                case 1:
                    run.steps.append("\(element.id) dismisses from its presenter")
                    element.presenter?.dismiss()
                default:
                    run.steps.append("\(element.id) dismisses from its Flux")
                    element.flux?.dismiss()
                }
                popped(from: position)
            case 74..<78:
                run.steps.append("pop to root")
                app.dispatcher.dispatch(.popToRoot)
                popped(from: 0)
            case 78..<86:
                let screens = (0..<Int.random(in: 0...3, using: &random)).map { _ in randomScreen() }
                run.steps.append("deep link \(screens)")
                app.dispatcher.dispatch(.deepLink(screens))
                popped(from: 0)
                try push(screens)
            case 86..<100 where !gone.isEmpty:
                let element = gone.randomElement(using: &random)!
                let late = Pushed.action(for: element.screen)
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    run.steps.append("late action through \(element.id)'s presenter")
                    element.presenter?.dispatch(late)
                case 1:
                    run.steps.append("late dismiss of \(element.id)")
                    element.flux?.dismiss()
                case 2:
                    run.steps.append("late action for \(element.id) from the app")
                    app.dispatcher.dispatch(.path(.element(id: element.id, action: late)))
                default:
                    run.steps.append("late popFrom \(element.id) from the app")
                    app.dispatcher.dispatch(.path(.popFrom(id: element.id)))
                }
            default:
                run.steps.append("yield")
            }
            // Lets the popped elements' effects send their late actions, between steps.
            await Task.yield()
            try verify(app: app, live: live, gone: gone, run: run)
        }

        // Finally, every element popped and every effect done, nothing the test dropped is kept alive
        app.dispatcher.dispatch(.popToRoot)
        popped(from: 0)
        for element in gone {
            await element.effect.value
            element.presenter = nil
            element.flux = nil
        }
        for element in gone {
            #expect(element.weakPresenter == nil, "\(element.id)'s presenter leaked; \(run.label)")
            #expect(element.weakFlux == nil, "\(element.id)'s scope leaked; \(run.label)")
        }
    }

    /// The path is the model's, each pushed element's scope is live and shows it, and each popped one's ended when
    /// it left: its view heard nothing since, its effect was cancelled.
    func verify(app: Flux<StackApp.AppAction, StackApp.AppState>, live: [Pushed], gone: [Pushed], run: Run) throws {
        let path = app.store.state.path
        try #require(Array(path.ids) == live.map(\.id), run.label)
        try #require(Array(path) == live.map(\.screen), run.label)
        for element in live {
            let flux = try #require(element.flux)
            try #require(flux.store.upstream?.lifetime.hasEnded == false, "\(element.id) ended; \(run.label)")
            try #require(flux.store.state == element.screen, "\(element.id)'s scope; \(run.label)")
            try #require(!element.effect.isCancelled, "\(element.id)'s effect; \(run.label)")
        }
        for element in gone {
            let flux = try #require(element.flux)
            try #require(flux.store.upstream?.lifetime.hasEnded == true, "\(element.id) still live; \(run.label)")
            try #require(element.effect.isCancelled, "\(element.id)'s effect still runs; \(run.label)")
            try #require(element.view.changes.count == element.heardWhenPopped, "\(element.id) heard; \(run.label)")
        }
    }
}
