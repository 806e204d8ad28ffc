import Foundation
import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// `forEach(stack:action:_:)` applies an element's action to it by id, answers a pop and a push, runs the parent
/// after, ignores (and logs) what is for an element that is gone, and gives a path assigned whole the stack's ids.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StackMutationTests {
    typealias Screen = StackApp.Screen

    @Test func anElementsActionReachesOnlyTheElementWithItsID() {
        let app = StackApp.make()
        app.dispatcher.dispatch(.push(.counter(.init())))
        app.dispatcher.dispatch(.push(.counter(.init())))

        app.dispatcher.dispatch(.path(.element(id: 0, action: .increment)))

        #expect(Array(app.store.state.path) == [.counter(.init(count: 1)), .counter(.init())])
    }

    @Test func popFromRemovesTheElementAndAboveBeforeTheParentRuns() {
        let app = StackApp.make()
        for count in 0..<4 {
            app.dispatcher.dispatch(.push(.counter(.init(count: count))))
        }

        app.dispatcher.dispatch(.path(.popFrom(id: 2)))

        #expect(Array(app.store.state.path.ids) == [0, 1])
        #expect(app.store.state.poppedCounts == [2])
    }

    @Test func pushAppendsWithTheStacksNextID() {
        let app = StackApp.make()
        app.dispatcher.dispatch(.path(.push(.note(.init()))))
        app.dispatcher.dispatch(.pop)

        app.dispatcher.dispatch(.path(.push(.note(.init(text: "x")))))

        #expect(Array(app.store.state.path.ids) == [1])
    }

    @Test func anActionOrAPopForAnElementThatIsGoneChangesNothingAndIsLogged() {
        // Given a note pushed and popped, then another note pushed (a later element of the same screen type)
        let log = Recorder<String>()
        let app = StackApp.make(log: log)
        app.dispatcher.dispatch(.push(.note(.init())))
        app.dispatcher.dispatch(.pop)
        app.dispatcher.dispatch(.push(.note(.init())))
        let before = app.store.state

        // When a late action and a late pop arrive for the first one
        app.dispatcher.dispatch(.path(.element(id: 0, action: .type("late"))))
        app.dispatcher.dispatch(.path(.popFrom(id: 0)))

        // Then nothing changed, the parent's state included, and the log says why both were ignored
        #expect(app.store.state == before)
        let ignored = "  ignored: no Screen with id #0 in \\AppState.path\n"
        #expect(log.all.suffix(2).allSatisfy { $0.hasSuffix(ignored) })
    }

    @Test func aPathAssignedWholeGetsTheStacksNextIDsSoALateActionReachesNoneOfIt() {
        // Given two counters pushed and popped, then a deep link assigning a fresh path of two counters
        let app = StackApp.make()
        app.dispatcher.dispatch(.push(.counter(.init())))
        app.dispatcher.dispatch(.push(.counter(.init())))
        app.dispatcher.dispatch(.popToRoot)
        app.dispatcher.dispatch(.deepLink([.counter(.init()), .counter(.init())]))

        // When late actions for the popped ids arrive
        app.dispatcher.dispatch(.path(.element(id: 0, action: .increment)))
        app.dispatcher.dispatch(.path(.element(id: 1, action: .increment)))

        // Then the deep link's elements have new ids and are untouched
        #expect(Array(app.store.state.path.ids) == [2, 3])
        #expect(Array(app.store.state.path) == [.counter(.init()), .counter(.init())])
    }

    @Test func aPathInTheInitialStateKeepsItsIDs() throws {
        let app = StackApp.make(state: .init(path: StackState([.counter(.init()), .note(.init())])))
        let note = try #require(app.scope(stackElement: 1, in: \.path, action: .path))

        note.dispatcher.dispatch(.type("kept"))

        #expect(Array(app.store.state.path.ids) == [0, 1])
        #expect(app.store.state.path[id: 1] == .note(.init(text: "kept")))
    }

    @Test func theLogShowsThePathByPosition() {
        let log = Recorder<String>()
        let app = StackApp.make(log: log)
        app.dispatcher.dispatch(.push(.note(.init())))
        app.dispatcher.dispatch(.path(.element(id: 0, action: .type("a"))))

        #expect(
            log.all == [
                "action StackApp.AppAction.push(.note(StackApp.Note(text: \"\")))\n"
                    + "  + path[0]: .note(StackApp.Note(text: \"\"))\n",
                "action StackApp.AppAction.path.element(id: #0, action: .type(\"a\"))\n"
                    + "  - path[0].note.text: \"\"\n  + path[0].note.text: \"a\"\n",
            ])
    }

    @Test func stackActionsAreRecordedAndReplayedToTheSamePath() throws {
        // Given a session of pushes, element actions, pops and a deep link, recorded
        let app = StackApp.make()
        let recorder = ActionRecorder(app.dispatcher)
        app.dispatcher.dispatch(.push(.counter(.init())))
        app.dispatcher.dispatch(.path(.push(.note(.init()))))
        app.dispatcher.dispatch(.path(.element(id: 1, action: .type("n"))))
        app.dispatcher.dispatch(.path(.popFrom(id: 1)))
        app.dispatcher.dispatch(.deepLink([.note(.init())]))
        app.dispatcher.dispatch(.path(.element(id: 2, action: .type("m"))))

        // When the actions, encoded and decoded, are replayed on a new app
        let actions = try JSONDecoder().decode(
            [StackApp.AppAction].self, from: JSONEncoder().encode(recorder.actions))
        let replayed = StackApp.make()
        for action in actions {
            replayed.dispatcher.dispatch(action)
        }

        // Then the path is the same, ids included
        #expect(actions == recorder.actions)
        #expect(replayed.store.state == app.store.state)
        #expect(Array(replayed.store.state.path.ids) == [2])
    }
}
