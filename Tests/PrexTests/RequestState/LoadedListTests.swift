import Prex
import PrexTesting
import TestSupport
import Testing

/// A list of child features that loads is one request state: the composed mutation and the element scopes reach
/// the loaded elements through `RequestState.elements`.
@MainActor
struct LoadedListTests {
    typealias Notes = RequestState<IdentifiedList<Note>, LoadFailure>

    struct InboxState: State, Equatable {
        var notes = Notes()
    }

    enum InboxAction: Action {
        case loadStarted(RequestID)
        case loadFinished(RequestID, Result<IdentifiedList<Note>, LoadFailure>)
        case note(ElementAction<Note.ID, NoteAction>)
    }

    struct InboxMutation: Mutation {
        func mutate(action: InboxAction, state: inout InboxState) {
            switch action {
            case .loadStarted(let request): state.notes.start(request)
            case .loadFinished(let request, let result): state.notes.finish(request, with: result)
            case .note: break
            }
        }
    }

    static func inbox(debugLog: DebugLog? = nil) -> Flux<InboxAction, InboxState> {
        Flux(
            state: InboxState(),
            mutation: InboxMutation().forEach(state: \.notes.elements, action: .inboxNote, NoteMutation()),
            debugLog: debugLog)
    }

    static func load(_ notes: IdentifiedList<Note>, into inbox: Flux<InboxAction, InboxState>) -> RequestID {
        let request = RequestID()
        inbox.dispatcher.dispatch(.loadStarted(request))
        inbox.dispatcher.dispatch(.loadFinished(request, .success(notes)))
        return request
    }

    @Test func anElementActionChangesTheLoadedElementAndKeepsThePhase() throws {
        // Given a loaded list, reloading
        let inbox = Self.inbox()
        _ = Self.load([Note(id: 1, title: "A"), Note(id: 2, title: "B")], into: inbox)
        let reload = RequestID()
        inbox.dispatcher.dispatch(.loadStarted(reload))

        // When a row dispatches through its scope
        let row = try #require(inbox.scope(element: 1, in: \.notes.elements, action: .inboxNote))
        let view = RecordingView<Note>()
        let presenter = Presenter(view: view, flux: row)
        presenter.dispatch(.togglePinned)

        // Then the loaded note changed in place, its sibling did not, the reload still runs, and the row saw it
        let notes = inbox.store.state.notes
        #expect(notes.value?[id: 1]?.pinned == true)
        #expect(notes.value?[id: 2]?.pinned == false)
        #expect(notes.request == reload)
        #expect(view.states == [Note(id: 1, title: "A", pinned: true)])

        // And the reload's result replaces the rows
        inbox.dispatcher.dispatch(.loadFinished(reload, .success([Note(id: 3, title: "C")])))
        #expect(inbox.store.state.notes.elements.ids == [3])
        #expect(inbox.store.state.notes.phase == .loaded)
    }

    @Test func beforeTheFirstLoadThereIsNoElementAndAnElementActionIsIgnoredAndLogged() throws {
        let entries = Recorder<String>()
        let inbox = Self.inbox(debugLog: .custom { entries.append($0) })

        #expect(inbox.scope(element: 1, in: \.notes.elements, action: .inboxNote) == nil)
        inbox.dispatcher.dispatch(.note(ElementAction(id: 1, action: .togglePinned)))

        #expect(inbox.store.state.notes == Notes())
        #expect(inbox.store.state.notes.isIdle)
        let entry = try #require(entries.all.last)
        #expect(entry.contains("  ignored: no Note with id 1 in "))
    }

    @Test func writingTheElementsOfAStateWithNoValueChangesNothing() {
        var notes = Notes()
        notes.elements = [Note(id: 1, title: "A")]
        #expect(notes == Notes())
        #expect(notes.elements.isEmpty)

        var loaded = Notes(value: [Note(id: 1, title: "A")])
        loaded.elements[id: 1]?.title = "B"
        #expect(loaded.value?[id: 1]?.title == "B")
        #expect(loaded.phase == .loaded)
    }
}

extension ActionCase where Parent == LoadedListTests.InboxAction {
    fileprivate static var inboxNote: ActionCase<LoadedListTests.InboxAction, ElementAction<Note.ID, NoteAction>> {
        .init(LoadedListTests.InboxAction.note) { if case .note(let action) = $0 { action } else { nil } }
    }
}
