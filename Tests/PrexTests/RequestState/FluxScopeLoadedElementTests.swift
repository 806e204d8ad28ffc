import Prex
import PrexTesting
import TestSupport
import Testing

/// `scope(loadedElement:in:action:)`: a row of a list that loads is scoped through its request state in one call,
/// with the lifetime of any element scope: absent before the load, kept while a reload runs, ended when it leaves.
@MainActor
struct FluxScopeLoadedElementTests {
    static let notes: IdentifiedList<Note> = [Note(id: 1, title: "A"), Note(id: 2, title: "B")]

    @Test func thereIsNoRowBeforeTheFirstLoadAndOneOnceItLoaded() {
        let inbox = Flux.inbox()
        #expect(inbox.scope(loadedElement: 1, in: \.notes, action: .inboxNote) == nil)

        inbox.load(Self.notes)

        #expect(inbox.scope(loadedElement: 1, in: \.notes, action: .inboxNote)?.store.state == Note(id: 1, title: "A"))
        #expect(inbox.scope(loadedElement: 3, in: \.notes, action: .inboxNote) == nil)
    }

    @Test func aRowHearsOnlyItsElementAndKeepsItWhileAReloadRuns() throws {
        // Given two rows of a loaded list, each a view with its presenter
        let inbox = Flux.inbox()
        inbox.load(Self.notes)
        let first = RecordingView<Note>()
        let firstPresenter = Presenter(
            view: first, flux: try #require(inbox.scope(loadedElement: 1, in: \.notes, action: .inboxNote)))
        let second = RecordingView<Note>()
        let secondPresenter = Presenter(
            view: second, flux: try #require(inbox.scope(loadedElement: 2, in: \.notes, action: .inboxNote)))

        // When a reload starts and the first row changes meanwhile
        inbox.dispatcher.dispatch(.loadStarted(RequestID()))
        firstPresenter.dispatch(.togglePinned)

        // Then only the first row heard it, and both are still there
        #expect(first.states == [Note(id: 1, title: "A", pinned: true)])
        #expect(second.states.isEmpty)
        #expect(inbox.store.state.notes[id: 1]?.pinned == true)
        #expect(!firstPresenter.flux.hasEnded)
        #expect(!secondPresenter.flux.hasEnded)
    }

    @Test func aReloadWithoutTheRowEndsItsScopeAndALateActionIsLogged() throws {
        let entries = Recorder<String>()
        let inbox = Flux.inbox(debugLog: .custom { entries.append($0) })
        inbox.load(Self.notes)
        let row = try #require(inbox.scope(loadedElement: 1, in: \.notes, action: .inboxNote))
        let kept = try #require(inbox.scope(loadedElement: 2, in: \.notes, action: .inboxNote))

        inbox.load([Note(id: 2, title: "b")])
        row.dispatcher.dispatch(.togglePinned)

        #expect(row.hasEnded)
        #expect(!kept.hasEnded)
        #expect(kept.store.state == Note(id: 2, title: "b"))
        #expect(inbox.store.state.notes.value == [Note(id: 2, title: "b")])
        #expect(
            entries.all.last
                == "action InboxAction.note[1].togglePinned\n"
                + "  (no change)\n  ignored: scope ended (Note with id 1 in \\InboxState.notes)\n")
    }

    @Test func aRowScopedThroughElementsIsTheSameChild() {
        // Given one row scoped both ways, and a feature task started on the first
        let inbox = Flux.inbox()
        inbox.load(Self.notes)
        let throughElements = inbox.scope(element: 1, in: \.notes.elements, action: .inboxNote)
        let throughState = inbox.scope(loadedElement: 1, in: \.notes, action: .inboxNote)
        let save = throughElements?.task(id: "save") { _ in
            try? await Task.sleep(for: .seconds(3600))
        }
        defer { save?.cancel() }

        // When the other cancels it by id
        throughState?.cancelTask(id: "save")

        // Then it was the same child's task
        #expect(save?.isCancelled == true)
    }

    @Test func aListScreenTakesAFluxOfTheRequestStateAndScopesItsRowsInIt() throws {
        // Given the list screen's Flux: the request state itself, with the inbox's actions
        let inbox = Flux.inbox()
        let list = inbox.scope(state: \.notes, action: .identity)
        let screen = RecordingView<InboxNotes>()
        let presenter = Presenter(view: screen, flux: list)
        inbox.load(Self.notes)

        // When a row of it, scoped from the list's Flux, changes its note
        let row = try #require(list.scope(loadedElement: 2, in: \.self, action: .inboxNote))
        row.dispatcher.dispatch(.rename("b"))

        // Then the list screen saw the load and the row's change, read by id
        #expect(presenter.state[id: 2] == Note(id: 2, title: "b"))
        #expect(screen.states.map(\.isLoading) == [true, false, false])
        #expect(screen.states.last?[id: 2]?.title == "b")
        #expect(inbox.store.state.notes[id: 2]?.title == "b")
    }
}
