import Prex

// A small app of features for the composition tests: a list with a filter, an optional editor (a detail that
// comes and goes) and a collection of notes, each a child feature by identity, composed into one app state, action and mutation as the README teaches.

/// The list feature: what the list screen shows.
package struct NoteListState: State, Equatable {
    package var filter = ""
    package var titles: [String] = []

    package init(filter: String = "", titles: [String] = []) {
        self.filter = filter
        self.titles = titles
    }
}

package enum NoteListAction: Action, Equatable, Codable {
    case filterChanged(String)
    case add(String)
}

package struct NoteListMutation: Mutation {
    package init() {}

    package func mutate(action: NoteListAction, state: inout NoteListState) {
        switch action {
        case .filterChanged(let filter): state.filter = filter
        case .add(let title): state.titles.append(title)
        }
    }
}

/// The editor feature: an optional child of the app, present while a note is open.
package struct EditorState: State, Equatable {
    package var title: String
    package var text = ""
    package var saves = 0

    package init(title: String, text: String = "", saves: Int = 0) {
        self.title = title
        self.text = text
        self.saves = saves
    }
}

package enum EditorAction: Action, Equatable, Codable {
    case textChanged(String)
    case save
}

package struct EditorMutation: Mutation {
    package init() {}

    package func mutate(action: EditorAction, state: inout EditorState) {
        switch action {
        case .textChanged(let text): state.text = text
        case .save: state.saves += 1
        }
    }
}

/// A note: one element of the app's collection of children, each a feature of its own.
package struct Note: State, Identifiable, Equatable, Codable {
    package let id: Int
    package var title: String
    package var pinned = false

    package init(id: Int, title: String, pinned: Bool = false) {
        self.id = id
        self.title = title
        self.pinned = pinned
    }
}

package enum NoteAction: Action, Equatable, Codable {
    case rename(String)
    case togglePinned
}

package struct NoteMutation: Mutation {
    package init() {}

    package func mutate(action: NoteAction, state: inout Note) {
        switch action {
        case .rename(let title): state.title = title
        case .togglePinned: state.pinned.toggle()
        }
    }
}

/// The app: one state of feature slices.
package struct NotesAppState: State, Equatable {
    package var list = NoteListState()
    package var editor: EditorState?
    package var notes: IdentifiedList<Note> = []
    /// How many actions the app's own mutation saw: children run first, then the parent sees every action.
    package var seen = 0
    /// The editor's text when the app's mutation saw the last editor action (so a test can tell the child
    /// ran first).
    package var editorTextSeenByApp = ""

    package init(list: NoteListState = NoteListState(), editor: EditorState? = nil, notes: IdentifiedList<Note> = []) {
        self.list = list
        self.editor = editor
        self.notes = notes
    }
}

package enum NotesAppAction: Action, Equatable, Codable {
    case list(NoteListAction)
    case editor(EditorAction)
    case note(ElementAction<Note.ID, NoteAction>)
    case open(String)
    case close
    case addNote(Note)
    case removeNote(Note.ID)
    case renameAll(String)
}

extension ActionCase where Parent == NotesAppAction {
    package static var list: ActionCase<NotesAppAction, NoteListAction> {
        .init(NotesAppAction.list) { action in
            if case .list(let list) = action { list } else { nil }
        }
    }

    package static var editor: ActionCase<NotesAppAction, EditorAction> {
        .init(NotesAppAction.editor) { action in
            if case .editor(let editor) = action { editor } else { nil }
        }
    }

    package static var note: ActionCase<NotesAppAction, ElementAction<Note.ID, NoteAction>> {
        .init(NotesAppAction.note) { action in
            if case .note(let note) = action { note } else { nil }
        }
    }
}

/// The app's own part: opening and closing the editor, and counting what it sees.
package struct NotesAppMutation: Mutation {
    package init() {}

    package func mutate(action: NotesAppAction, state: inout NotesAppState) {
        state.seen += 1
        switch action {
        case .open(let title): state.editor = EditorState(title: title)
        case .close: state.editor = nil
        case .editor: state.editorTextSeenByApp = state.editor?.text ?? ""
        case .addNote(let note): state.notes.append(note)
        case .removeNote(let id): state.notes.remove(id: id)
        case .renameAll(let title):
            for id in state.notes.ids {
                state.notes[id: id]?.title = title
            }
        case .list, .note: break
        }
    }
}

extension Flux where Action == NotesAppAction, State == NotesAppState {
    /// The app's Flux: the app's mutation with the features' composed in.
    package static func notesApp(_ state: NotesAppState = NotesAppState(), debugLog: DebugLog? = nil) -> Flux {
        Flux(state: state, mutation: NotesAppMutation.composed, debugLog: debugLog)
    }
}

extension NotesAppMutation {
    /// The app's mutation with the list's and the editor's composed in.
    package static var composed: some Mutation<NotesAppAction, NotesAppState> {
        NotesAppMutation()
            .scope(state: \.list, action: .list, NoteListMutation())
            .ifLet(state: \.editor, action: .editor, EditorMutation())
            .forEach(state: \.notes, action: .note, NoteMutation())
    }
}
