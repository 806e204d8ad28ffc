import Foundation
import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// Scopes of the elements of an identified list: each element's view hears only its element's changes, an
/// element that goes ends its scope, and every scoped element of a list shares one listener.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ElementScopeTests {
    static let notes: IdentifiedList<Note> = [
        Note(id: 1, title: "one"), Note(id: 2, title: "two"), Note(id: 3, title: "three"),
    ]

    /// A row per note, each a passive view with its own presenter on the note's scope.
    @MainActor
    final class Rows {
        var views: [Note.ID: RecordingView<Note>] = [:]
        var presenters: [Note.ID: Presenter<NoteAction, Note>] = [:]

        init(_ app: Flux<NotesAppAction, NotesAppState>) {
            for id in app.store.state.notes.ids {
                guard let flux = app.scope(element: id, in: \.notes, action: .note) else { continue }
                let view = RecordingView<Note>()
                views[id] = view
                presenters[id] = Presenter(view: view, flux: flux)
            }
        }

        func states(_ id: Note.ID) -> [Note] {
            views[id]?.states ?? []
        }
    }

    @Test func onlyTheChangedElementsViewHearsOfItWithOldTheElementItShowed() {
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(NotesAppState(notes: Self.notes))
        let rows = Rows(app)

        rows.presenters[2]?.dispatch(.rename("deux"))
        app.dispatcher.dispatch(.note(ElementAction(id: 2, action: .togglePinned)))
        app.dispatcher.dispatch(.list(.filterChanged("x")))

        #expect(rows.states(2) == [Note(id: 2, title: "deux"), Note(id: 2, title: "deux", pinned: true)])
        #expect(rows.views[2]?.changes.map(\.old) == [Note(id: 2, title: "two"), Note(id: 2, title: "deux")])
        #expect(rows.states(1).isEmpty)
        #expect(rows.states(3).isEmpty)
        #expect(app.store.state.notes[id: 2] == Note(id: 2, title: "deux", pinned: true))
    }

    @Test func insertingAndRemovingOtherElementsCallsNoOtherRow() {
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(NotesAppState(notes: Self.notes))
        let rows = Rows(app)

        app.dispatcher.dispatch(.addNote(Note(id: 4, title: "four")))
        app.dispatcher.dispatch(.removeNote(1))
        rows.presenters[3]?.dispatch(.rename("trois"))

        #expect(rows.states(2).isEmpty)
        #expect(rows.states(3) == [Note(id: 3, title: "trois")])
        #expect(rows.states(1).isEmpty)
    }

    @Test func everyElementChangingReachesEveryRowOnce() {
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(NotesAppState(notes: Self.notes))
        let rows = Rows(app)

        app.dispatcher.dispatch(.renameAll("same"))

        for id in [1, 2, 3] {
            #expect(rows.states(id) == [Note(id: id, title: "same")])
        }
    }

    @Test func aRemovedElementsRowHearsNothingMoreItsTasksAreCancelledAndALateActionIsLogged() async throws {
        let entries = Recorder<String>()
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(
            NotesAppState(notes: Self.notes), debugLog: .custom { entries.append($0) })
        let rows = Rows(app)
        let presenter = try #require(rows.presenters[2])
        let probe = TaskProbe()
        let save = presenter.task(id: "save") { _ in
            probe.say("save started")
            probe.say("save cancelled: \(await TaskProbe.waitForCancellation())")
        }
        #expect(await probe.next() == "save started")

        // When the note goes, and a late action for it comes through its presenter
        app.dispatcher.dispatch(.removeNote(2))
        presenter.dispatch(.rename("late"))
        presenter.reflectWholeState()

        // Then its row heard nothing, its task was cancelled, the late action changed nothing and was logged
        #expect(rows.states(2).isEmpty)
        await save.value
        #expect(await probe.next() == "save cancelled: true")
        #expect(app.store.state.notes.ids == [1, 3])
        #expect(
            entries.all.last
                == "action NotesAppAction.note[2].rename(\"late\")\n"
                + "  (no change)\n  ignored: scope ended (Note with id 2 in \\NotesAppState.notes)\n"
        )
    }

    @Test func anElementAddedAgainWithTheSameIDIsANewScope() {
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(NotesAppState(notes: Self.notes))
        let rows = Rows(app)

        app.dispatcher.dispatch(.removeNote(2))
        app.dispatcher.dispatch(.addNote(Note(id: 2, title: "again")))
        rows.presenters[2]?.dispatch(.rename("renamed"))

        // The old row is ended; its late rename changed nothing, and a new scope shows the new note
        #expect(rows.states(2).isEmpty)
        #expect(app.store.state.notes[id: 2] == Note(id: 2, title: "again"))
        #expect(app.scope(element: 2, in: \.notes, action: .note)?.store.state == Note(id: 2, title: "again"))
    }

    @Test func aScopeOfAnAbsentElementIsNil() {
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(NotesAppState(notes: Self.notes))

        #expect(app.scope(element: 9, in: \.notes, action: .note) == nil)
        #expect(app.store.core.elementScopes.isEmpty)
    }

    @Test func everyScopedElementSharesOneListenerAndLeavesNothingWhenItGoes() {
        let notes = IdentifiedList((0..<100).map { Note(id: $0, title: "\($0)") })
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(NotesAppState(notes: notes))
        var rows: Rows? = Rows(app)
        #expect(rows?.presenters.count == 100)
        #expect(app.store.listenerCount == 1)

        rows = nil

        #expect(app.store.listenerCount == 0)
        #expect(app.store.core.elementScopes.isEmpty)
    }

    @Test func aScopedElementsHandlersHearOnlyThatElementsActions() {
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(NotesAppState(notes: Self.notes))
        let two = app.scope(element: 2, in: \.notes, action: .note)
        let actions = Recorder<NoteAction>()
        let subscription = two?.dispatcher.register { actions.append($0) }

        app.dispatcher.dispatch(.note(ElementAction(id: 1, action: .rename("a"))))
        two?.dispatcher.dispatch(.togglePinned)
        app.dispatcher.dispatch(.note(ElementAction(id: 2, action: .rename("b"))))

        #expect(actions.all == [.togglePinned, .rename("b")])
        subscription.map { two?.dispatcher.unregister($0) }
    }

    @Test func aRemovalRacingLateActionsFromOtherThreadsLeavesTheRemovedRowUncalled() async throws {
        // Given a row on note 2, and threads that rename note 2 through its scope while another removes it
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(NotesAppState(notes: Self.notes))
        let rows = Rows(app)
        let scope = try #require(app.scope(element: 2, in: \.notes, action: .note))
        let applied = Recorder<NotesAppAction>()
        let handler = app.dispatcher.register { applied.append($0) }

        // When they run while the main queue is held, so every change for the row waits for its hop
        MainQueueProbe.runInBackgroundAndWait {
            DispatchQueue.concurrentPerform(iterations: 3) { thread in
                for index in 0..<2_000 {
                    if thread == 0 {
                        app.dispatcher.dispatch(index == 500 ? .removeNote(2) : .list(.filterChanged("\(index)")))
                    } else {
                        scope.dispatcher.dispatch(.rename("t\(thread)-\(index)"))
                    }
                }
            }
        }
        await MainQueueProbe.drain()

        // Then the renames dispatched before the removal were delivered, those after were dropped (the scope ended),
        // and the row, whose child went before its hop came, was never called
        let removal = try #require(applied.all.firstIndex(of: .removeNote(2)))
        #expect(applied.all.filter { $0 == .removeNote(2) }.count == 1)
        #expect(applied.all.count - applied.all.filter { if case .note = $0 { true } else { false } }.count == 2_000)
        #expect(!applied.all[removal...].contains { if case .note = $0 { true } else { false } })
        #expect(app.store.state.notes.ids == [1, 3])
        #expect(rows.states(2).isEmpty)
        app.dispatcher.unregister(handler)
    }

    @Test func prexTestingAssertsOnAnElementsScopeAsOnAWholeFlux() throws {
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(NotesAppState(notes: Self.notes))
        let two = try #require(app.scope(element: 2, in: \.notes, action: .note))
        let view = RecordingView<Note>()
        let presenter = Presenter(view: view, flux: two)

        expectActions([.rename("deux"), .togglePinned], from: two) {
            presenter.dispatch(.rename("deux"))
            app.dispatcher.dispatch(.note(ElementAction(id: 1, action: .rename("un"))))
            presenter.dispatch(.togglePinned)
        }

        expectNoDifference(view.states, [Note(id: 2, title: "deux"), Note(id: 2, title: "deux", pinned: true)])
    }

    @Test func oneRecordingOfTheAppReplaysEveryFeature() throws {
        try withTemporaryFolder { folder in
            // Given an app recorded while its features dispatch through their scopes
            let url = folder.appendingPathComponent("session.jsonl")
            let writer = try ActionLogWriter<NotesAppAction>(creatingFileAt: url)
            let app = Flux(
                state: NotesAppState(notes: Self.notes), mutation: NotesAppMutation.composed,
                middleware: [writer.middleware])
            app.scope(state: \.list, action: .list).dispatcher.dispatch(.filterChanged("o"))
            app.dispatcher.dispatch(.open("one"))
            app.scope(optional: \.editor, action: .editor)?.dispatcher.dispatch(.textChanged("draft"))
            app.scope(element: 3, in: \.notes, action: .note)?.dispatcher.dispatch(.togglePinned)
            app.dispatcher.dispatch(.removeNote(1))
            writer.close()

            // When the recording is replayed into a fresh app
            let replayed = Flux<NotesAppAction, NotesAppState>.notesApp(NotesAppState(notes: Self.notes))
            let count = try replayed.replay(from: url)

            // Then every feature's state is as it was
            #expect(count == 5)
            #expect(replayed.store.state == app.store.state)
            #expect(replayed.store.state.editor?.text == "draft")
            #expect(replayed.store.state.notes[id: 3]?.pinned == true)
        }
    }
}
