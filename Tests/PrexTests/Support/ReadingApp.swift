import Prex

// A reading list for the scope identity tests: an article detail (an optional child that is `Identifiable`, so
// opening another article replaces it), which has children of its own (an optional panel holding a field, a
// field of its own, topics by id), and starred rows (children by id).

/// A text field: the innermost child.
struct Field: State, Equatable {
    var value = ""
}

enum FieldAction: Action, Equatable {
    case set(String)
}

struct FieldMutation: Mutation {
    func mutate(action: FieldAction, state: inout Field) {
        switch action {
        case .set(let value): state.value = value
        }
    }
}

/// A panel of the detail, open or not: a child of the child.
struct Panel: State, Equatable {
    var field = Field()
}

enum PanelAction: Action, Equatable {
    case field(FieldAction)
}

struct PanelMutation: Mutation {
    func mutate(action: PanelAction, state: inout Panel) {}

    static var composed: some Mutation<PanelAction, Panel> {
        PanelMutation().scope(state: \.field, action: .field, FieldMutation())
    }
}

/// A topic of the detail's article: an element of a child.
struct Topic: State, Identifiable, Equatable {
    let id: Int
    var name = ""
}

enum TopicAction: Action, Equatable {
    case rename(String)
}

struct TopicMutation: Mutation {
    func mutate(action: TopicAction, state: inout Topic) {
        switch action {
        case .rename(let name): state.name = name
        }
    }
}

/// The detail: one article, by id.
struct Article: State, Identifiable, Equatable {
    let id: Int
    var text = ""
    var field = Field()
    var panel: Panel?
    var topics: IdentifiedList<Topic> = [Topic(id: 1), Topic(id: 2)]
}

enum ArticleAction: Action, Equatable {
    case textChanged(String)
    case field(FieldAction)
    case openPanel
    case closePanel
    case panel(PanelAction)
    case topic(ElementAction<Topic.ID, TopicAction>)
}

struct ArticleMutation: Mutation {
    func mutate(action: ArticleAction, state: inout Article) {
        switch action {
        case .textChanged(let text): state.text = text
        case .openPanel: state.panel = Panel()
        case .closePanel: state.panel = nil
        case .field, .panel, .topic: break
        }
    }

    static var composed: some Mutation<ArticleAction, Article> {
        ArticleMutation()
            .scope(state: \.field, action: .field, FieldMutation())
            .ifLet(state: \.panel, action: .panel, PanelMutation.composed)
            .forEach(state: \.topics, action: .topic, TopicMutation())
    }
}

/// A starred article's row.
struct StarredRow: State, Identifiable, Equatable {
    let id: Int
    var read = false
}

enum StarredRowAction: Action, Equatable {
    case markRead
}

struct StarredRowMutation: Mutation {
    func mutate(action: StarredRowAction, state: inout StarredRow) {
        switch action {
        case .markRead: state.read = true
        }
    }
}

struct ReadingState: State, Equatable {
    var detail: Article?
    var starred: IdentifiedList<StarredRow> = []
}

enum ReadingAction: Action, Equatable {
    /// Shows the article with this id, replacing the one shown, if any.
    case open(Int)
    case close
    case detail(ArticleAction)
    case star(Int)
    case unstar(Int)
    case row(ElementAction<StarredRow.ID, StarredRowAction>)
}

struct ReadingMutation: Mutation {
    func mutate(action: ReadingAction, state: inout ReadingState) {
        switch action {
        case .open(let id): state.detail = Article(id: id)
        case .close: state.detail = nil
        case .star(let id): state.starred.append(StarredRow(id: id))
        case .unstar(let id): state.starred.remove(id: id)
        case .detail, .row: break
        }
    }
}

extension Flux where Action == ReadingAction, State == ReadingState {
    static func readingApp(_ state: ReadingState = ReadingState(), debugLog: DebugLog? = nil) -> Flux {
        let mutation = ReadingMutation()
            .ifLet(state: \.detail, action: .detail, ArticleMutation.composed)
            .forEach(state: \.starred, action: .row, StarredRowMutation())
        return Flux(state: state, mutation: mutation, debugLog: debugLog)
    }
}

extension ActionCase where Parent == ReadingAction {
    static var detail: ActionCase<ReadingAction, ArticleAction> {
        .init(ReadingAction.detail) { action in
            if case .detail(let detail) = action { detail } else { nil }
        }
    }

    static var row: ActionCase<ReadingAction, ElementAction<StarredRow.ID, StarredRowAction>> {
        .init(ReadingAction.row) { action in
            if case .row(let row) = action { row } else { nil }
        }
    }
}

extension ActionCase where Parent == ArticleAction {
    static var field: ActionCase<ArticleAction, FieldAction> {
        .init(ArticleAction.field) { action in
            if case .field(let field) = action { field } else { nil }
        }
    }

    static var panel: ActionCase<ArticleAction, PanelAction> {
        .init(ArticleAction.panel) { action in
            if case .panel(let panel) = action { panel } else { nil }
        }
    }

    static var topic: ActionCase<ArticleAction, ElementAction<Topic.ID, TopicAction>> {
        .init(ArticleAction.topic) { action in
            if case .topic(let topic) = action { topic } else { nil }
        }
    }
}

extension ActionCase where Parent == PanelAction {
    static var field: ActionCase<PanelAction, FieldAction> {
        .init(PanelAction.field) { action in
            if case .field(let field) = action { field } else { nil }
        }
    }
}
