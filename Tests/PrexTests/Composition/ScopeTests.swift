import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// A scoped Flux is a Flux of a feature's slice: its views hear only changes of the slice, its actions go
/// through the app's Flux, and an optional child ends when it goes.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ScopeTests {
    @Test func aScopedViewHearsOnlyChangesOfItsSliceWithOldTheSliceItShowedLast() {
        // Given a list view and an app view on one app Flux
        let app = Flux<NotesAppAction, NotesAppState>.notesApp()
        let listView = RecordingView<NoteListState>()
        let listPresenter = Presenter(view: listView, flux: app.scope(state: \.list, action: .list))
        let appView = RecordingView<NotesAppState>()
        let appPresenter = Presenter(view: appView, flux: app)

        // When the list changes, then something else, then the list again
        listPresenter.dispatch(.filterChanged("s"))
        appPresenter.dispatch(.open("Groceries"))
        listPresenter.dispatch(.add("Groceries"))

        // Then the list view heard the two list changes, each from the slice it showed before
        #expect(listView.changes.map(\.old) == [NoteListState(), NoteListState(filter: "s")])
        #expect(
            listView.states == [NoteListState(filter: "s"), NoteListState(filter: "s", titles: ["Groceries"])]
        )
        // And the app view heard all three, since the app state holds the slice
        #expect(appView.states.map(\.list.filter) == ["s", "s", "s"])
        #expect(appView.states.map(\.list.titles) == [[], [], ["Groceries"]])
        #expect(app.store.state.list == listPresenter.state)
    }

    @Test func aScopedDispatchIsTheAppsActionAndHandlersSeeTheirOwnCase() {
        // Given handlers on the app's dispatcher and on two scopes
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(NotesAppState(editor: EditorState(title: "A")))
        let list = app.scope(state: \.list, action: .list)
        let editor = app.scope(optional: \.editor, action: .editor)
        let appActions = Recorder<NotesAppAction>()
        let listActions = Recorder<NoteListAction>()
        let editorActions = Recorder<EditorAction>()
        let subscriptions = [
            app.dispatcher.register { appActions.append($0) },
            list.dispatcher.register { listActions.append($0) },
            editor?.dispatcher.register { editorActions.append($0) },
        ]

        // When each scope and the app dispatch
        list.dispatcher.dispatch(.filterChanged("x"))
        editor?.dispatcher.dispatch(.textChanged("hello"))
        app.dispatcher.dispatch(.list(.add("B")))
        app.dispatcher.dispatch(.close)

        // Then the app saw every action, wrapped in its case, in order; each scope saw only its own, unwrapped
        #expect(
            appActions.all == [.list(.filterChanged("x")), .editor(.textChanged("hello")), .list(.add("B")), .close])
        #expect(listActions.all == [.filterChanged("x"), .add("B")])
        #expect(editorActions.all == [.textChanged("hello")])
        // And the state the app's mutation made is the one every scope shows
        #expect(app.store.state.list == NoteListState(filter: "x", titles: ["B"]))
        #expect(list.store.state == app.store.state.list)
        #expect(editor?.store.state == EditorState(title: "A", text: "hello"))

        // When the scopes' handlers are unregistered through the scopes
        list.dispatcher.unregister(subscriptions[1]!)
        editor?.dispatcher.unregister(subscriptions[2]!)
        list.dispatcher.dispatch(.filterChanged("y"))

        // Then they hear nothing more, and only the app's handler is left
        #expect(listActions.all == [.filterChanged("x"), .add("B")])
        #expect(app.dispatcher.handlerCount == 1)
        app.dispatcher.unregister(subscriptions[0]!)
    }

    @Test func childrenRunBeforeTheParentAndTheParentSeesEveryAction() {
        let app = Flux<NotesAppAction, NotesAppState>.notesApp()

        app.dispatcher.dispatch(.open("A"))
        app.dispatcher.dispatch(.editor(.textChanged("first")))
        app.dispatcher.dispatch(.list(.add("A")))

        // The app's mutation saw the editor's text the editor's mutation had just set
        #expect(app.store.state.editorTextSeenByApp == "first")
        #expect(app.store.state.seen == 3)
        #expect(app.store.state.list.titles == ["A"])
    }

    @Test func anActionForAnAbsentOptionalChildChangesNothingAndIsLogged() throws {
        let entries = Recorder<String>()
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(debugLog: .custom { entries.append($0) })

        // A late editor action, after the editor closed (it never opened here)
        app.dispatcher.dispatch(.editor(.save))

        #expect(app.store.state.editor == nil)
        let entry = try #require(entries.all.last)
        #expect(
            entry == "action NotesAppAction.editor.save\n  - seen: 0\n  + seen: 1\n"
                + "  ignored: no EditorState (\\NotesAppState.editor is nil)\n"
        )
    }

    @Test func anOptionalScopeIsNilWhileTheChildIsAbsent() {
        let app = Flux<NotesAppAction, NotesAppState>.notesApp()

        #expect(app.scope(optional: \.editor, action: .editor) == nil)
        app.dispatcher.dispatch(.open("A"))
        #expect(app.scope(optional: \.editor, action: .editor)?.store.state == EditorState(title: "A"))
    }

    @Test func whenTheOptionalChildGoesItsViewHearsNothingMoreAndItsTasksAreCancelled() async throws {
        // Given an editor screen on the open editor, with a task waiting to be cancelled
        let app = Flux<NotesAppAction, NotesAppState>.notesApp()
        app.dispatcher.dispatch(.open("A"))
        let editorFlux = try #require(app.scope(optional: \.editor, action: .editor))
        let editorView = RecordingView<EditorState>()
        let editor = Presenter(view: editorView, flux: editorFlux)
        let probe = TaskProbe()
        let load = editor.task(id: "load") { _ in
            probe.say("load started")
            probe.say("load cancelled: \(await TaskProbe.waitForCancellation())")
        }
        #expect(await probe.next() == "load started")
        editor.dispatch(.textChanged("draft"))

        // When the editor closes, then opens again for another note
        app.dispatcher.dispatch(.close)
        app.dispatcher.dispatch(.open("B"))
        app.dispatcher.dispatch(.editor(.textChanged("other")))
        editor.dispatch(.save)

        // Then the closed editor's view heard only its own change, and its task was cancelled
        #expect(editorView.states == [EditorState(title: "A", text: "draft")])
        await load.value
        #expect(await probe.next() == "load cancelled: true")
        // And a task started after the close is cancelled at once
        let late = editor.task(id: "late") { _ in
            probe.say("late cancelled: \(Task.isCancelled)")
        }
        await late.value
        #expect(await probe.next() == "late cancelled: true")
        // And the late save, through the closed editor's scope, changed nothing
        #expect(app.store.state.editor == EditorState(title: "B", text: "other"))
    }

    @Test func aStoreObservationOnAScopeSeesTheSlice() {
        let app = Flux<NotesAppAction, NotesAppState>.notesApp()
        let list = app.scope(state: \.list, action: .list)
        let filters = Recorder<String>()
        let observation = list.store.observe(\.filter) { filters.append($0) }

        list.dispatcher.dispatch(.filterChanged("a"))
        app.dispatcher.dispatch(.open("A"))
        list.dispatcher.dispatch(.add("A"))
        list.dispatcher.dispatch(.filterChanged("ab"))

        #expect(filters.all == ["a", "ab"])
        observation.cancel()
    }

    @Test func aReentrantDispatchFromAChildsReflectIsQueuedInOrder() {
        // Given a list view that, on seeing filter "a", dispatches an app action and then a list action
        let app = Flux<NotesAppAction, NotesAppState>.notesApp()
        let list = app.scope(state: \.list, action: .list)
        let listView = RecordingView<NoteListState>()
        let presenter = Presenter(view: listView, flux: list)
        let appActions = Recorder<NotesAppAction>()
        let subscription = app.dispatcher.register { appActions.append($0) }
        listView.onReflect = { change in
            if change.filter?.value == "a" {
                app.dispatcher.dispatch(.open("A"))
                presenter.dispatch(.add("A"))
            }
        }

        // When the filter changes
        presenter.dispatch(.filterChanged("a"))

        // Then the queued actions ran after it, first in first out, and the view saw each list change once,
        // each from the state it showed before
        #expect(appActions.all == [.list(.filterChanged("a")), .open("A"), .list(.add("A"))])
        #expect(listView.states == [NoteListState(filter: "a"), NoteListState(filter: "a", titles: ["A"])])
        #expect(listView.changes.map(\.old) == [NoteListState(), NoteListState(filter: "a")])
        app.dispatcher.unregister(subscription)
    }

    @Test func aScopeKeepsItsParentAliveAndLeavesNothingBehindWhenItGoes() {
        weak var weakAppStore: Store<NotesAppState>?
        var list: Flux<NoteListAction, NoteListState>? = {
            let app = Flux<NotesAppAction, NotesAppState>.notesApp()
            weakAppStore = app.store
            return app.scope(state: \.list, action: .list)
        }()

        // The app Flux is gone, but its store lives while the scope does, and still applies actions
        list?.dispatcher.dispatch(.add("A"))
        #expect(list?.store.state.titles == ["A"])
        #expect(weakAppStore?.listenerCount == 1)

        // When the scope goes, the app's store goes with it
        list = nil
        #expect(weakAppStore == nil)
    }

    @Test func aScopeThatGoesRemovesItsListenerFromTheParent() {
        let app = Flux<NotesAppAction, NotesAppState>.notesApp()
        var list: Flux<NoteListAction, NoteListState>? = app.scope(state: \.list, action: .list)
        var view: RecordingView<NoteListState>? = RecordingView()
        var presenter: Presenter? = view.map { Presenter(view: $0, flux: list!) }
        #expect(app.store.listenerCount == 1)

        presenter = nil
        view = nil
        list = nil

        #expect(app.store.listenerCount == 0)
        _ = presenter
    }
}
