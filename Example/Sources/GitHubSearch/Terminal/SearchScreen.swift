import Foundation
import Prex
import PrexDump
import TerminalKit

/// The search results screen: a passive view that prints what changed in the ``SearchState``.
///
/// A new search prints a header and its rows; a next page prints only its new rows, the ones the change's
/// collection difference reports as appended; every loaded page ends with a footer. Failures go to standard
/// error, loading shows a spinner on a terminal. When searching as you type, a new search's results replace
/// the ones before on the screen, and emptying the line erases them. In JSON format, each loaded page prints
/// its items as a JSON array instead.
package final class SearchScreen: View {
    /// The state this screen renders.
    package typealias State = SearchState

    /// How results are printed.
    package enum Format: Sendable {
        /// A table fitted to the console's width.
        case table
        /// The items of each page as a JSON array, in the API's shape.
        case json
    }

    private let console: Console
    private let format: Format
    private let isInteractive: Bool
    private let searchesAsYouType: Bool
    private let spinner: Spinner
    private let service: any RepositoryService
    private let perPage: Int
    private let middleware: [Middleware<SearchAction>]
    private let debugLog: DebugLog?

    /// The screen's presenter, made on first use: the screen owns it, as the README's views own theirs.
    package private(set) lazy var presenter = SearchPresenter(
        view: self, service: service, perPage: perPage, middleware: middleware, debugLog: debugLog)

    /// Creates the screen.
    ///
    /// - Parameters:
    ///   - console: Where to print.
    ///   - format: Table or JSON.
    ///   - isInteractive: Whether footers and errors should mention the interactive commands.
    ///   - searchesAsYouType: Whether the prompt is the search-as-you-type one, whose footer names the keys
    ///     that work while typing instead of the command words.
    ///   - service: Where the presenter searches.
    ///   - perPage: Results per page.
    ///   - middleware: What the presenter's Flux runs every action through (`--record` records this way).
    ///   - debugLog: Where the presenter's Flux logs every action (`--debug`), or `nil`.
    package init(
        console: Console, format: Format, isInteractive: Bool, searchesAsYouType: Bool = false,
        service: any RepositoryService = MockRepositoryService(), perPage: Int = 30,
        middleware: [Middleware<SearchAction>] = [], debugLog: DebugLog? = nil
    ) {
        self.console = console
        self.format = format
        self.isInteractive = isInteractive
        self.searchesAsYouType = searchesAsYouType
        self.service = service
        self.perPage = perPage
        self.middleware = middleware
        self.debugLog = debugLog
        spinner = Spinner(console: console)
    }

    /// Prints what changed.
    package func reflect(change: StateChange<SearchState>) {
        let state = change.new
        // The label follows the query: a search that replaces one still loading changes the query, not
        // `loadingPage`.
        if change.loadingPage != nil || change.query != nil {
            if let page = state.loadingPage {
                let query = state.query.escapedForTerminal
                spinner.start(page == state.firstPage ? "searching “\(query)”…" : "loading page \(page)…")
            } else {
                spinner.stop()
            }
        }
        // Search as you type shows only the last query's results: emptying the line erases them.
        if searchesAsYouType, change.query != nil, state.query.isEmpty {
            console.eraseResults()
        }
        if change.page != nil, state.page > 0 {
            printPage(of: state, rows: rowsToPrint(for: change))
        }
        if let failure = change.failure?.value {
            let hint = isInteractive && failure.error.isRetryable ? " (type retry to try again)" : ""
            console.error("page \(failure.page): \(failure.error.message)\(hint)")
        }
    }

    /// The rows a loaded page prints: only the new ones when the results were appended to (a next page, or
    /// the first page of a search), none when they did not change, and all of them, header first, otherwise
    /// (a full render, or a new search whose start this screen did not see).
    private func rowsToPrint(for change: StateChange<SearchState>) -> Range<Int> {
        let results = change.new.repositories
        guard let difference = change.difference(for: \.repositories) else {
            return results.endIndex..<results.endIndex
        }
        return difference.appended ?? results.indices
    }

    private func printPage(of state: SearchState, rows newRows: Range<Int>) {
        switch format {
        case .json:
            printJSON(Array(state.repositories[newRows]))
        case .table:
            guard !state.isPastLastPage else {
                let last = state.lastPage.map { " (the last is \($0))" } ?? ""
                console.error("page \(state.page) is past the last page\(last)")
                return
            }
            if newRows.first == 0 || state.repositories.isEmpty {
                startResults()
            }
            guard !state.repositories.isEmpty else {
                console.line("No repositories match “\(state.query.escapedForTerminal)”.")
                return
            }
            let table = ResultTable(width: console.width)
            if newRows.first == 0 {
                console.line(console.styled(table.header, .bold))
            }
            for index in newRows {
                console.line(table.line(rank: state.rank(ofResultAt: index), repository: state.repositories[index]))
            }
            console.line(console.styled(footer(for: state).prefix(fittingColumns: console.width - 1), .dim))
        }
    }

    /// Before the first rows of a search: as you type, the results of the query before are erased, and the
    /// new ones marked to be erased in turn.
    private func startResults() {
        guard searchesAsYouType else { return }
        console.eraseResults()
        console.markResults()
    }

    private func footer(for state: SearchState) -> String {
        let pages = state.lastPage.map { "page \(state.page) of \($0)" } ?? "page \(state.page)"
        let total = "\(state.totalCount) result\(state.totalCount == 1 ? "" : "s")"
        guard isInteractive else { return "\(pages), \(total)" }
        guard searchesAsYouType else {
            let more = state.pagination.next != nil ? "n: next page, " : ""
            return "\(pages), \(total) — \(more)open N: details, help: commands"
        }
        // While typing, a letter is part of the query: only a key pages (the help lists them all), and
        // commands need Enter.
        let key = CommandWord.named("next")?.keys.first?.name ?? ""
        let more = state.pagination.next != nil ? "\(key): next page; " : ""
        return "\(pages), \(total) — \(more)Enter runs open N, help"
    }

    private func printJSON(_ items: [Repository]) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(items), let text = String(data: data, encoding: .utf8) else { return }
        console.line(text)
    }
}
