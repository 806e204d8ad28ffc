import Prex
import TestSupport

/// A list of notes that loads, as one request state: the app of the loaded-list tests.
typealias InboxNotes = RequestState<IdentifiedList<Note>, LoadFailure>

struct InboxState: State, Equatable {
    var notes = InboxNotes()
    var opened = 0
}

enum InboxAction: Action {
    case loadStarted(RequestID)
    case loadFinished(RequestID, Result<IdentifiedList<Note>, LoadFailure>)
    case note(ElementAction<Note.ID, NoteAction>)
    case open
    /// Writes a note through the request state's subscript, in the inbox's own mutation.
    case put(Note)
}

extension ActionCase where Parent == InboxAction {
    static var inboxNote: ActionCase<InboxAction, ElementAction<Note.ID, NoteAction>> {
        .init(InboxAction.note) { if case .note(let action) = $0 { action } else { nil } }
    }
}

struct InboxMutation: Mutation {
    func mutate(action: InboxAction, state: inout InboxState) {
        switch action {
        case .loadStarted(let request): state.notes.start(request)
        case .loadFinished(let request, let result): state.notes.finish(request, with: result)
        case .note: break
        case .open: state.opened += 1
        case .put(let note): state.notes[id: note.id] = note
        }
    }
}

extension Flux where Action == InboxAction, State == InboxState {
    /// The inbox, its notes composed in one call through their request state.
    static func inbox(debugLog: DebugLog? = nil) -> Flux {
        Flux(
            state: InboxState(),
            mutation: InboxMutation().forEach(loaded: \.notes, action: .inboxNote, NoteMutation()),
            debugLog: debugLog)
    }

    /// Starts a load and finishes it with `notes`; returns the load's request.
    @discardableResult
    func load(_ notes: IdentifiedList<Note>) -> RequestID {
        let request = RequestID()
        dispatcher.dispatch(.loadStarted(request))
        dispatcher.dispatch(.loadFinished(request, .success(notes)))
        return request
    }
}
