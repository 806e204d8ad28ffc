import Prex

// A small feature for the time-travel tests: a counter, a title, an optional detail with a name, and notes in an
// identified list; its actions are Codable, so that sessions can be recorded to an action log.

struct NotebookState: State, Equatable {
    var count = 0
    var title = ""
    var detail: NotebookDetail?
    var notes: IdentifiedList<NotebookNote> = []
}

struct NotebookDetail: Equatable, Sendable {
    var name: String
    var tags: [String] = []
}

struct NotebookNote: Identifiable, Equatable, Sendable {
    let id: Int
    var text: String
}

enum NotebookAction: Action, Codable, Equatable {
    case increment
    case rename(String)
    case open(String)
    case renameDetail(String)
    case tag(String)
    case close
    case add(id: Int, text: String)
    case edit(id: Int, text: String)
    case remove(id: Int)

    /// A random action, with names and ids from small sets so that actions meet the same values.
    static func random(using generator: inout some RandomNumberGenerator) -> NotebookAction {
        let word = ["a", "b", "swift", ""].randomElement(using: &generator)!
        let id = Int.random(in: 0..<6, using: &generator)
        switch Int.random(in: 0..<9, using: &generator) {
        case 0: return .increment
        case 1: return .rename(word)
        case 2: return .open(word)
        case 3: return .renameDetail(word)
        case 4: return .tag(word)
        case 5: return .close
        case 6: return .add(id: id, text: word)
        case 7: return .edit(id: id, text: word)
        default: return .remove(id: id)
        }
    }
}

struct NotebookMutation: Mutation {
    func mutate(action: NotebookAction, state: inout NotebookState) {
        switch action {
        case .increment: state.count += 1
        case .rename(let title): state.title = title
        case .open(let name): state.detail = NotebookDetail(name: name)
        case .renameDetail(let name): state.detail?.name = name
        case .tag(let tag): state.detail?.tags.append(tag)
        case .close: state.detail = nil
        case .add(let id, let text): _ = state.notes.append(NotebookNote(id: id, text: text))
        case .edit(let id, let text): state.notes[id: id]?.text = text
        case .remove(let id): _ = state.notes.remove(id: id)
        }
    }
}
