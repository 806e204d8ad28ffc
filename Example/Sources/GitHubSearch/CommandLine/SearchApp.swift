import Prex

/// The `github-search` program: a one-shot search, or the interactive prompt, over a repository service.
///
/// It wires screens to presenters and turns commands into presenter calls; everything printed comes from
/// the screens' `reflect(change:)`, except the prompt, help and command errors.
@MainActor
public final class SearchApp {
    private let options: Options
    private let console: Console
    private let service: any RepositoryService
    private let debugLog: DebugLog?
    private let recorder: ActionLogWriter<SessionEntry>?
    private var search: (screen: SearchScreen, presenter: SearchPresenter)?
    private var detail: (screen: DetailScreen, presenter: DetailPresenter)?

    /// Creates the program.
    ///
    /// - Parameters:
    ///   - options: The command line.
    ///   - console: Where the screens write.
    ///   - service: Where repositories come from.
    ///   - debugLog: Where the presenters' Fluxes log every action and what it changed (`--debug` passes
    ///     standard error), or `nil` for no log.
    ///   - recorder: Where to record the session's settings and every action the Fluxes apply (`--record`),
    ///     or `nil` for no recording.
    public init(
        options: Options, console: Console, service: any RepositoryService, debugLog: DebugLog? = nil,
        recorder: ActionLogWriter<SessionEntry>? = nil
    ) {
        self.options = options
        self.console = console
        self.service = service
        self.debugLog = debugLog
        self.recorder = recorder
    }

    /// Replays a recorded session (`--replay`) onto the initial states, without the service, and prints its
    /// final screen: the open result's details, or the results as a one-shot search prints them. Returns
    /// the exit status the session's last screen calls for: as ``runOnce(query:)`` for a one-shot session,
    /// 0 for the prompt.
    ///
    /// - Parameters:
    ///   - entries: The recorded entries.
    ///   - path: The file they were read from, for the messages.
    /// - Throws: ``SessionFile/Failure`` with status 65 when `entries` are not a recorded session, and after
    ///   printing the screen when the recording was cut short (``SessionReplay/isComplete``).
    public func replay(_ entries: [SessionEntry], from path: String) throws(SessionFile.Failure) -> Int32 {
        let session: SessionReplay
        do {
            session = try SessionReplay(replaying: entries, debugLog: debugLog)
        } catch {
            throw SessionFile.failure(error, path: path)
        }
        if let detail = session.detail {
            DetailScreen(console: console).reflect(change: StateChange(new: detail, old: nil))
        } else {
            let screen = SearchScreen(console: console, format: session.isJSON ? .json : .table, isInteractive: false)
            screen.reflect(change: StateChange(new: session.search, old: nil))
        }
        guard session.isComplete else { throw SessionFile.cutShort(path: path) }
        if session.isInteractive {
            return 0
        }
        if session.search.failure != nil {
            return 1
        }
        return session.search.isPastLastPage ? 64 : 0
    }

    /// Runs a one-shot search: prints the requested page, then returns the exit status: 0, 1 when the
    /// service failed, 64 when the page asked for is past the last one.
    public func runOnce(query: String) async -> Int32 {
        let presenter = makeSearch(format: options.isJSON ? .json : .table, isInteractive: false)
        await presenter.search(query, page: options.page).value
        if presenter.state.failure != nil {
            return 1
        }
        return presenter.state.isPastLastPage ? 64 : 0
    }

    /// Runs the interactive prompt on `lines` until `quit` or the end of the input; returns 0.
    ///
    /// - Parameters:
    ///   - lines: The lines typed.
    ///   - showsPrompt: Whether to print a prompt before each line (when the input is a terminal).
    public func runInteractively(lines: AsyncStream<String>, showsPrompt: Bool) async -> Int32 {
        let presenter = makeSearch(format: .table, isInteractive: true)
        if let query = options.query {
            await presenter.search(query).value
        } else if showsPrompt {
            console.line("Type a query to search GitHub repositories, help for the commands, quit to leave.")
        }
        prompt(showsPrompt)
        for await line in lines {
            do {
                let command = try InteractiveCommand.parse(line)
                if command == .quit {
                    return 0
                }
                await perform(command, on: presenter)
            } catch {
                complain(error.message)
            }
            prompt(showsPrompt)
        }
        return 0
    }

    /// Runs the search-as-you-type prompt on `keys` (a terminal in raw mode) until `quit`, Ctrl-C, Ctrl-D or
    /// the end of the input; returns 0.
    ///
    /// Each key that changes a line that is a query starts a search for it, through the presenter's task, so
    /// the search in flight is cancelled; the search waits `debounceMilliseconds` first. A line that is still
    /// the start of a command word (`o`, `op`, … for `open`) does not search until Enter. Enter runs the line
    /// as ``runInteractively(lines:showsPrompt:)`` does, except that a query already searched as it was typed
    /// is not searched again.
    ///
    /// - Parameters:
    ///   - keys: The bytes typed, one at a time (a terminal in raw mode).
    ///   - debounceMilliseconds: How long each search waits for the next key before asking the service.
    public func runTypeahead(keys: AsyncStream<UInt8>, debounceMilliseconds: Int = 150) async -> Int32 {
        let presenter = makeSearch(format: .table, isInteractive: true)
        if let query = options.query {
            await presenter.search(query).value
        } else {
            console.line("Type a query: results show as you type. Enter runs a command (help lists them); quit leaves.")
        }
        var line = TypedLine()
        var typed: (query: String, loading: Task<Void, Never>)?
        console.typedLine = promptText
        defer { console.typedLine = nil }
        for await key in keys {
            switch line.handle(key) {
            case .ignored:
                continue
            case .quit:
                console.typedLine = nil
                console.line(promptText + line.text.escapingControlCharacters)
                return 0
            case .edited:
                if Self.searchesAsTyped(line.text), case .search(let query)? = try? InteractiveCommand.parse(line.text),
                    query != typed?.query
                {
                    closeDetail(presenter)
                    typed = (query, presenter.search(query, debounceMilliseconds: debounceMilliseconds))
                }
                console.typedLine = promptText + line.text.escapingControlCharacters
            case .entered(let text):
                console.typedLine = nil
                console.line(promptText + text.escapingControlCharacters)
                do {
                    let command = try InteractiveCommand.parse(text)
                    if command == .quit {
                        return 0
                    }
                    if case .search(let query) = command, let typed, typed.query == query,
                        presenter.state.query == query
                    {
                        await typed.loading.value
                    } else {
                        await perform(command, on: presenter)
                    }
                } catch {
                    complain(error.message)
                }
                typed = nil
                console.typedLine = promptText
            }
        }
        return 0
    }

    /// Whether a line is searched as it is typed: not while it is empty, still the start of a command word
    /// (`o`, `op`, … for `open`; `n`, `ne` for `next`), or an `open` command.
    public static func searchesAsTyped(_ text: String) -> Bool {
        let word = text.trimmingWhitespace().lowercased()
        guard !word.isEmpty else { return false }
        guard !word.contains(" "), !word.contains("\t") else { return !word.hasPrefix("open ") }
        return !commandWords.contains { $0.hasPrefix(word) }
    }

    private static let commandWords = [
        "n", "more", "next", "back", "b", "retry", "help", "?", "quit", "q", "exit", "open",
    ]

    private var promptText: String {
        detail == nil ? "search> " : "detail> "
    }

    private func makeSearch(format: SearchScreen.Format, isInteractive: Bool) -> SearchPresenter {
        let screen = SearchScreen(console: console, format: format, isInteractive: isInteractive)
        var middleware: [Middleware<SearchAction>] = []
        if let recorder {
            recorder.append(.started(perPage: options.perPage, isInteractive: isInteractive, isJSON: format == .json))
            middleware.append(.observing { action in recorder.append(.search(action)) })
        }
        let presenter = SearchPresenter(
            view: screen, service: service, perPage: options.perPage, middleware: middleware, debugLog: debugLog)
        search = (screen, presenter)
        return presenter
    }

    private func perform(_ command: InteractiveCommand, on presenter: SearchPresenter) async {
        switch command {
        case .search(let query):
            closeDetail(presenter)
            await presenter.search(query).value
        case .nextPage:
            closeDetail(presenter)
            if let loading = presenter.fetchNextPage() {
                await loading.value
            } else {
                complain(presenter.state.page == 0 ? "search for something first" : "there is no next page")
            }
        case .open(let rank):
            guard presenter.select(rank: rank), let repository = presenter.state.selected else {
                complain(noResult(rank, in: presenter.state))
                return
            }
            await open(repository)
        case .back:
            guard detail != nil else {
                complain("there is nothing to go back from")
                return
            }
            closeDetail(presenter)
            presenter.reflect()
        case .retry:
            if let loading = presenter.retry() {
                await loading.value
            } else {
                complain("nothing failed, so there is nothing to retry")
            }
        case .help:
            console.line(Self.commands)
        case .quit, .nothing:
            break
        }
    }

    private func open(_ repository: Repository) async {
        let screen = DetailScreen(console: console)
        let middleware: [Middleware<DetailAction>] =
            recorder.map { recorder in [.observing { action in recorder.append(.detail(action)) }] } ?? []
        let presenter = DetailPresenter(
            view: screen, repository: repository, service: service, middleware: middleware, debugLog: debugLog)
        detail?.presenter.cancel()
        detail = (screen, presenter)
        presenter.reflect()
        await presenter.refresh().value
    }

    private func closeDetail(_ search: SearchPresenter) {
        guard let detail else { return }
        detail.presenter.cancel()
        self.detail = nil
        search.clearSelection()
    }

    private func noResult(_ rank: Int, in state: SearchState) -> String {
        guard !state.repositories.isEmpty else { return "there are no results to open yet" }
        let first = state.rank(ofResultAt: 0)
        let last = state.rank(ofResultAt: state.repositories.count - 1)
        return "there is no result \(rank); open one of \(first)–\(last)"
    }

    private func complain(_ message: String) {
        console.error("\(message) (type help for the commands)")
    }

    private func prompt(_ showsPrompt: Bool) {
        if showsPrompt {
            console.prompt(detail == nil ? "search> " : "detail> ")
        }
    }

    private static let commands = """
        QUERY      search (any line that is not a command), e.g. swift language:swift stars:>1000
        n, more    next page
        open N     details of result N
        back       back to the results
        retry      load the failed page again
        help       this list
        quit       leave (so does end of input)
        """
}
