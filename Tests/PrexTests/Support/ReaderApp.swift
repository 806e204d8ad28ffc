import Prex

/// A reading list, as a newcomer writes it: a feed of articles (children by id), an article's detail (an optional
/// child), a shared page load, and writes ("mark read") to a server the test holds up.
enum Reader {
    struct Article: State, Equatable, Identifiable {
        let id: Int
        var isRead = false
        /// Whether a "mark read" is on its way to the server.
        var isSending = false
        var failure: String?
        /// The article's text, loaded by its detail.
        var text = RequestState<String, LoadFailure>()
    }

    enum ArticleAction: Action, Equatable {
        case markRead
        case markedRead
        case markReadFailed(String)
        case textStarted(RequestID)
        case textLoaded(RequestID, Result<String, LoadFailure>)
        case textCancelled(RequestID)
    }

    struct ArticleMutation: Mutation {
        func mutate(action: ArticleAction, state: inout Article) {
            switch action {
            case .markRead:
                state.isRead = true
                state.isSending = true
                state.failure = nil
            case .markedRead:
                state.isSending = false
            case .markReadFailed(let message):
                state.isRead = false
                state.isSending = false
                state.failure = message
            case .textStarted(let request):
                state.text.start(request)
            case .textLoaded(let request, let result):
                state.text.finish(request, with: result)
            case .textCancelled(let request):
                state.text.cancel(request)
            }
        }
    }

    struct PageState: State, Equatable {
        var load = RequestState<[Int], LoadFailure>()
    }

    enum PageAction: Action, Equatable {
        case started(RequestID)
        case finished(RequestID, Result<[Int], LoadFailure>)
        case cancelled(RequestID)
    }

    struct PageMutation: Mutation {
        func mutate(action: PageAction, state: inout PageState) {
            switch action {
            case .started(let request): state.load.start(request)
            case .finished(let request, let result): state.load.finish(request, with: result)
            case .cancelled(let request): state.load.cancel(request)
            }
        }
    }

    struct AppState: State, Equatable {
        var feed: IdentifiedList<Article> = [Article(id: 1), Article(id: 2), Article(id: 3)]
        var detail: Article?
        var page = PageState()
    }

    enum AppAction: Action, Equatable {
        case row(ElementAction<Int, ArticleAction>)
        case detail(ArticleAction)
        case page(PageAction)
        case open(Int)
        case back
        case remove(Int)
        /// Adds an article with `id` at the end of the feed (again, after a removal).
        case add(Int)
        /// The server's answer to a refresh: the ids it has read.
        case refreshed(read: Set<Int>)
    }

    struct AppMutation: Mutation {
        static var composed: some Mutation<AppAction, AppState> {
            AppMutation()
                .forEach(state: \.feed, action: .row, ArticleMutation())
                .ifLet(state: \.detail, action: .detail, ArticleMutation())
                .scope(state: \.page, action: .page, PageMutation())
        }

        func mutate(action: AppAction, state: inout AppState) {
            switch action {
            case .open(let id):
                state.detail = state.feed[id: id]
            case .back:
                state.detail = nil
            case .remove(let id):
                state.feed.remove(id: id)
            case .add(let id):
                state.feed.append(Article(id: id))
            case .refreshed(let read):
                state.feed = IdentifiedList(state.feed.map { Article(id: $0.id, isRead: read.contains($0.id)) })
            case .row, .detail, .page:
                break
            }
        }
    }

    /// The server: a "mark read" waits until the test opens `gate`, then fails if the task was cancelled
    /// meanwhile (as a request torn down before it was sent), or if `refuses`.
    @MainActor
    final class Server {
        let gate = TaskGate()
        var refuses = false
        private(set) var read: Set<Int> = []

        nonisolated init() {}

        func markRead(_ id: Int) async throws {
            await gate.wait()
            try Task.checkCancellation()
            if refuses {
                throw Refused()
            }
            read.insert(id)
        }

        struct Refused: Error {}
    }

    static func app(debugLog: DebugLog? = nil) -> Flux<AppAction, AppState> {
        Flux(state: AppState(), mutation: AppMutation.composed, debugLog: debugLog)
    }
}

extension ActionCase where Parent == Reader.AppAction {
    static var row: ActionCase<Parent, ElementAction<Int, Reader.ArticleAction>> {
        .init(Reader.AppAction.row) { if case .row(let action) = $0 { action } else { nil } }
    }

    static var detail: ActionCase<Parent, Reader.ArticleAction> {
        .init(Reader.AppAction.detail) { if case .detail(let action) = $0 { action } else { nil } }
    }

    static var page: ActionCase<Parent, Reader.PageAction> {
        .init(Reader.AppAction.page) { if case .page(let action) = $0 { action } else { nil } }
    }
}

/// The ids of the reader's tasks.
enum ReaderWork: Hashable, Sendable {
    case markRead(Int)
    case page
}

extension Presenter where Action == Reader.ArticleAction, State == Reader.Article {
    /// Marks the article read now, and sends the write at `lifetime`; a refusal undoes it.
    @discardableResult
    func markRead(on server: Reader.Server, lifetime: TaskLifetime) -> Task<Void, Never> {
        dispatch(.markRead)
        let id = state.id
        return task(id: ReaderWork.markRead(id), lifetime: lifetime) { dispatch in
            do {
                try await server.markRead(id)
                dispatch(.markedRead)
            } catch is CancellationError {
            } catch {
                dispatch(.markReadFailed("refused"))
            }
        }
    }
}

extension Presenter where Action == Reader.ArticleAction, State == Reader.Article {
    /// Loads the article's text (the detail's load, at the view's lifetime), answering when `gate` opens.
    @discardableResult
    func loadText(gate: TaskGate) -> Task<Void, Never> {
        load(id: "text") { request in
            .textStarted(request)
        } finished: { request, result in
            .textLoaded(request, result.mapError(LoadFailure.init))
        } cancelled: { request in
            .textCancelled(request)
        } operation: {
            await gate.wait()
            try Task.checkCancellation()
            return "text"
        }
    }
}

extension Presenter where Action == Reader.PageAction, State == Reader.PageState {
    /// Loads the page at `lifetime`, answering when `gate` opens, or ending when cancelled.
    @discardableResult
    func loadPage(gate: TaskGate, lifetime: TaskLifetime = .view) -> Task<Void, Never> {
        load(id: ReaderWork.page, lifetime: lifetime) { request in
            .started(request)
        } finished: { request, result in
            .finished(request, result.mapError(LoadFailure.init))
        } cancelled: { request in
            .cancelled(request)
        } operation: {
            await gate.wait()
            try Task.checkCancellation()
            return [1, 2, 3]
        }
    }
}

/// A screen that owns its presenter on the Flux it is given, as apps write it.
final class ReaderScreen<State: Prex.State, Action: Prex.Action>: View {
    private let flux: Flux<Action, State>
    lazy var presenter = Presenter(view: self, flux: flux)

    init(flux: Flux<Action, State>) {
        self.flux = flux
    }

    func reflect(change: StateChange<State>) {}
}
