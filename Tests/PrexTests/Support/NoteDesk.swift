import Prex

/// What a note editor undoes: its text, as one value.
struct NoteDraft: Equatable, Sendable {
    var title = ""
    var body = ""
}

/// A note editor with undo of its draft: the feature of the undo tests. `saves` and `length` are not undone.
struct NoteEditor: State, Equatable, Identifiable, BindableState {
    var id = 0
    var draft = NoteDraft()
    var history = UndoHistory<NoteDraft>(depth: 3)
    var saves = 0
    /// Derived from the draft by the mutation, also after an undo.
    var length = 0

    static let bindableProperties: [BindableProperty<NoteEditor>] = [
        BindableProperty("title", \.draft.title), BindableProperty("body", \.draft.body),
    ]
}

enum NoteEditorAction: BindableAction, Equatable, Codable {
    case binding(BindingAction<NoteEditor>)
    case append(String)
    case clear
    case save
    case undo
    case redo

    var binding: BindingAction<NoteEditor>? {
        if case .binding(let binding) = self { binding } else { nil }
    }
}

struct NoteEditorMutation: Mutation {
    func mutate(action: NoteEditorAction, state: inout NoteEditor) {
        switch action {
        case .binding, .undo, .redo: break
        case .append(let text): state.draft.body += text
        case .clear: state.draft = NoteDraft()
        case .save: state.saves += 1
        }
        state.length = state.draft.title.count + state.draft.body.count
    }
}

extension Mutation where Self == UndoableMutation<BindingMutation<NoteEditorMutation>, NoteDraft> {
    /// The editor's mutation: bindings applied, then undo of the draft, coalesced as `coalescing` says.
    static func noteEditor(coalescing: UndoCoalescing<NoteEditorAction> = .typing) -> Self {
        NoteEditorMutation().applyingBindings()
            .undoable(\.draft, history: \.history, undo: .undo, redo: .redo, coalescing: coalescing)
    }
}

extension Flux where Action == NoteEditorAction, State == NoteEditor {
    /// An editor with typing coalesced, or as `coalescing` says.
    static func noteEditor(
        _ state: NoteEditor = NoteEditor(), coalescing: UndoCoalescing<NoteEditorAction> = .typing
    ) -> Flux {
        Flux(state: state, mutation: .noteEditor(coalescing: coalescing))
    }

    /// Types `text` into the title one character at a time, as a text field's binding sends it.
    func type(_ text: String, into keyPath: any WritableKeyPath<NoteEditor, String> & Sendable = \.draft.title) {
        for character in text {
            dispatcher.dispatch(.binding(.set(keyPath, store.state[keyPath: keyPath] + String(character))))
        }
    }
}

/// A desk of notes: one editor always open, and a list of editors, each with its own history.
struct NoteDesk: State, Equatable {
    var open = NoteEditor()
    var notes = IdentifiedList<NoteEditor>()
}

enum NoteDeskAction: Action, Equatable {
    case open(NoteEditorAction)
    case note(ElementAction<Int, NoteEditorAction>)
    case add(id: Int)
    case remove(id: Int)
}

extension ActionCase where Parent == NoteDeskAction {
    static var open: ActionCase<NoteDeskAction, NoteEditorAction> {
        .init(NoteDeskAction.open) { if case .open(let action) = $0 { action } else { nil } }
    }

    static var note: ActionCase<NoteDeskAction, ElementAction<Int, NoteEditorAction>> {
        .init(NoteDeskAction.note) { if case .note(let action) = $0 { action } else { nil } }
    }
}

struct NoteDeskMutation: Mutation {
    func mutate(action: NoteDeskAction, state: inout NoteDesk) {
        switch action {
        case .open, .note: break
        case .add(let id): state.notes.append(NoteEditor(id: id))
        case .remove(let id): state.notes[id: id] = nil
        }
    }
}

extension Flux where Action == NoteDeskAction, State == NoteDesk {
    /// The desk, each editor composed in with its undo.
    static func noteDesk() -> Flux {
        Flux(
            state: NoteDesk(),
            mutation: NoteDeskMutation()
                .scope(state: \.open, action: .open, .noteEditor())
                .forEach(state: \.notes, action: .note, .noteEditor()))
    }
}
