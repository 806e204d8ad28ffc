import Foundation
import Prex
import TerminalKit

/// The search results screen: a passive view on the app's search scope that prints what changed in the
/// ``SearchState``. It reads the starred list, another feature's slice, only to mark starred results.
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
    private let flux: Flux<SearchAction, SearchState>
    /// The starred list, read to mark starred results; `nil` marks none.
    package let starred: Store<IdentifiedList<StarredRepository>>?

    /// The screen's presenter, made on first use: the screen owns it, as the README's views own theirs.
    package private(set) lazy var presenter = SearchPresenter(view: self, flux: flux)

    /// Creates the screen.
    ///
    /// - Parameters:
    ///   - console: Where to print.
    ///   - format: Table or JSON.
    ///   - isInteractive: Whether footers and errors should mention the interactive commands.
    ///   - searchesAsYouType: Whether the prompt is the search-as-you-type one, whose footer names the keys
    ///     that work while typing instead of the command words.
    ///   - flux: The search feature's Flux: the app's search scope, or one of its own.
    ///   - starred: The starred list, read to mark starred results; `nil` marks none.
    package init(
        console: Console, format: Format, isInteractive: Bool, searchesAsYouType: Bool = false,
        flux: Flux<SearchAction, SearchState>, starred: Store<IdentifiedList<StarredRepository>>? = nil
    ) {
        self.console = console
        self.format = format
        self.isInteractive = isInteractive
        self.searchesAsYouType = searchesAsYouType
        self.flux = flux
        self.starred = starred
        spinner = Spinner(console: console)
    }

    /// Prints what changed.
    package func reflect(change: StateChange<SearchState>) {
        let state = change.new
        // A search that replaces one still loading starts a request of its own: the label follows it.
        switch change.transition(of: \.results) {
        case .started?:
            let page = state.loadingPage ?? state.firstPage
            let query = state.query.escapedForTerminal
            spinner.start(page == state.firstPage ? "searching “\(query)”…" : "loading page \(page)…")
        case .finished?:
            spinner.stop()
        case nil:
            break
        }
        // Search as you type shows only the last query's results: emptying the line erases them.
        if searchesAsYouType, change.query != nil, state.query.isEmpty {
            console.eraseResults()
        }
        // Every page that loads changes the results' value (it carries the request that loaded it).
        if change.changedProperty(for: \.results.value) != nil, state.page > 0 {
            printPage(of: state, rows: rowsToPrint(for: change))
        }
        if let failure = change.failure?.value {
            let hint = isInteractive && failure.error.isRetryable ? " (type retry to try again)" : ""
            console.error("page \(failure.page): \(failure.error.message)\(hint)")
        }
    }

    /// The rows a loaded page prints: only the new ones when it is the next page of the results shown (none
    /// when it added nothing), and all of them, header first, otherwise (a full render, a new search, the same
    /// search again).
    private func rowsToPrint(for change: StateChange<SearchState>) -> Range<Int> {
        let all = change.new.repositories.indices
        guard let old = change.old?.results.value, let new = change.new.results.value, old.query == new.query,
            old.firstPage == new.firstPage, new.page == old.page + 1
        else { return all }
        guard let difference = change.difference(for: \.repositories) else { return all.endIndex..<all.endIndex }
        return difference.appended ?? all
    }

    private func printPage(of state: SearchState, rows newRows: Range<Int>) {
        guard !state.isPastLastPage else {
            // In every format: an empty JSON array would say the page holds no results, not that there is none.
            let message = "page \(state.page) is past the last page (\(lastPageText(of: state)))"
            if isInteractive {
                console.error(message)
            } else {
                // The one-shot search was asked for that page on the command line (`--page`): a usage error.
                console.usageError("--" + message)
            }
            return
        }
        switch format {
        case .json:
            printJSON(Array(state.repositories[newRows]))
        case .table:
            if newRows.first == 0 || state.repositories.isEmpty {
                startResults()
            }
            guard !state.repositories.isEmpty else {
                console.line("No repositories match “\(state.results.value?.query.escapedForTerminal ?? "")”.")
                return
            }
            let table = ResultTable(width: console.width)
            if newRows.first == 0 {
                console.line(console.styled(table.header, .bold))
            }
            let starred = starred?.state
            for index in newRows {
                let repository = state.repositories[index]
                let isStarred = starred?.isStarred(repository.id) ?? false
                console.line(
                    table.line(rank: state.rank(ofResultAt: index), repository: repository, isStarred: isStarred))
            }
            console.line(console.styled(footer(for: state).prefix(fittingColumns: console.width - 1), .dim))
        }
    }

    /// What the last page is, for a page past it: its number, or that there are no results at all.
    private func lastPageText(of state: SearchState) -> String {
        guard state.totalCount > 0, let last = state.lastPage else {
            // Spelled out where the message prints (an error line, a usage line), once.
            return "no repositories match “\(state.results.value?.query ?? "")”"
        }
        return "the last is \(last)"
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
            return "\(pages), \(total) — \(more)open N: details, star N, help: commands"
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
