import Prex
import TerminalKit

/// The screens of the interactive prompt and what its commands do to them: shared by the line prompt
/// (``LinePromptRun``) and the search-as-you-type prompt (``TypeaheadRun``).
///
/// The search screen lives as long as the session; opening a result makes a detail screen, whose presenter
/// the screen owns, and going back drops it (its refresh is cancelled). Main actor only.
@MainActor
final class PromptSession {
    private let context: RunContext
    /// The results screen.
    let search: SearchScreen
    /// The open result's screen, or `nil`.
    private var detail: DetailScreen?

    /// Creates the session's screens.
    init(context: RunContext, searchesAsYouType: Bool) {
        self.context = context
        search = context.makeSearchScreen(format: .table, isInteractive: true, searchesAsYouType: searchesAsYouType)
    }

    /// The prompt for the screen on display.
    var promptText: String {
        detail == nil ? "search> " : "detail> "
    }

    /// Runs `command` and waits for its screen to print the outcome.
    ///
    /// - Returns: `false` for `quit`.
    func perform(_ command: InteractiveCommand) async -> Bool {
        let presenter = search.presenter
        switch command {
        case .search(let query):
            closeDetail()
            await presenter.search(query).value
        case .nextPage:
            closeDetail()
            if let loading = presenter.fetchNextPage() {
                await loading.value
            } else {
                complain(presenter.state.page == 0 ? "search for something first" : "there is no next page")
            }
        case .open(let rank):
            guard presenter.select(rank: rank), let repository = presenter.state.selected else {
                complain(noResult(rank, in: presenter.state))
                return true
            }
            await open(repository)
        case .back:
            guard detail != nil else {
                complain("there is nothing to go back from")
                return true
            }
            closeDetail()
            presenter.reflectWholeState()
        case .retry:
            if let failure = presenter.state.failure, !failure.error.isRetryable {
                complain("a retry would fail the same way: \(failure.error.message)")
            } else if let loading = presenter.retry() {
                await loading.value
            } else {
                complain("nothing failed, so there is nothing to retry")
            }
        case .help:
            context.console.line(Self.commands)
        case .quit:
            return false
        case .nothing:
            break
        }
        return true
    }

    /// Closes the open result, if any: its refresh is cancelled, and the results are the screen again.
    func closeDetail() {
        guard let detail else { return }
        detail.presenter.cancel()
        self.detail = nil
        search.presenter.clearSelection()
    }

    /// Prints an error about what was typed, with the way to the commands.
    func complain(_ message: String) {
        context.console.error("\(message) (type help for the commands)")
    }

    private func open(_ repository: Repository) async {
        detail?.presenter.cancel()
        let screen = context.makeDetailScreen(for: repository)
        detail = screen
        screen.presenter.reflectWholeState()
        await screen.presenter.refresh().value
    }

    private func noResult(_ rank: Int, in state: SearchState) -> String {
        guard !state.repositories.isEmpty else { return "there are no results to open yet" }
        let first = state.rank(ofResultAt: 0)
        let last = state.rank(ofResultAt: state.repositories.count - 1)
        return "there is no result \(rank); open one of \(first)–\(last)"
    }

    /// What `help` prints: the vocabulary.
    private static let commands = CommandWord.helpRows(
        query: "search (any line that is not a command), e.g. swift language:swift stars:>1000", indent: ""
    ).joined(separator: "\n")
}
