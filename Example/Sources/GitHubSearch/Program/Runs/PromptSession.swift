import Prex
import TerminalKit

/// What the interactive prompt's commands do to the app: shared by the line prompt (``LinePromptRun``) and
/// the search-as-you-type prompt (``TypeaheadRun``).
///
/// A command calls a presenter of the screen on top; the app's state then says which screens show, and
/// ``AppScreen`` shows them. Main actor only.
@MainActor
final class PromptSession {
    private let context: RunContext
    /// The app's root screen.
    let app: AppScreen

    /// Creates the app and its root screen.
    init(context: RunContext, searchesAsYouType: Bool) {
        self.context = context
        app = context.makeApp(format: .table, isInteractive: true, searchesAsYouType: searchesAsYouType)
    }

    /// The results screen.
    var search: SearchScreen { app.search }

    /// The app's alert while it waits for an answer: a typed line then answers it (``answer(_:)``).
    var alert: AlertState<AppAlertAction>? { app.presenter.state.alert }

    /// The prompt for the screen on top, or the alert's answers (`unstar/cancel> `) while it asks.
    var promptText: String {
        if let alert {
            return alert.buttons.map { $0.label.lowercased() }.joined(separator: "/") + "> "
        }
        switch app.presenter.state.drill.last {
        case .owner?: return "owner> "
        case .detail?: return "detail> "
        case nil: break
        }
        return switch app.presenter.state.topScreen {
        case nil: "search> "
        case .detail: "detail> "
        case .starred: "starred> "
        }
    }

    /// Runs `command` and waits for its screens to print the outcome.
    ///
    /// - Returns: `false` for `quit`.
    func perform(_ command: InteractiveCommand) async -> Bool {
        let presenter = search.presenter
        switch command {
        case .search(let query):
            // `--page` goes with the prompt as with a one-shot search: every search starts at that page.
            await presenter.search(query, page: context.options.page).value
        case .nextPage:
            if app.presenter.state.topScreen != nil {
                // Paging the results under another screen would change what is not shown, or close it.
                complain("next pages the results: type back to return to them first")
            } else if let loading = presenter.fetchNextPage() {
                await loading.value
            } else {
                complain(presenter.state.page == 0 ? "search for something first" : "there is no next page")
            }
        case .open(let number):
            if case .owner(_, let owner)? = app.drilled {
                if !owner.presenter.choose(number) {
                    let count = owner.presenter.state.repositories.value?.count ?? 0
                    complain(count == 0 ? "the list is empty" : "there is no row \(number); the list has 1–\(count)")
                }
            } else if app.presenter.state.topScreen == .detail {
                // One repository's details at a time: opening another, or the same, over them says nothing.
                complain("a repository's details are open: type back to return to the results first")
            } else if let starred = starredListOnTop {
                guard let row = starred.row(at: number) else { return complainNoRow(number) }
                row.presenter.open()
            } else if !presenter.select(rank: number) {
                complain(noResult(number, in: presenter.state, verb: "open"))
            }
        case .star where app.drilled != nil:
            complain("star from the results, the detail opened there or the starred list: type back first")
        case .star(let number?):
            // Starring is at once; unstarring asks first (the app's alert), wherever the repository shows.
            if let starred = starredListOnTop {
                guard let row = starred.row(at: number) else { return complainNoRow(number) }
                if row.presenter.state.isStarred {
                    app.presenter.askToUnstar(row.presenter.state.repository)
                } else {
                    row.presenter.toggleStar()
                }
            } else if let repository = presenter.state.result(rank: number),
                app.presenter.state.isStarred(repository.id)
            {
                app.presenter.askToUnstar(repository)
            } else if app.presenter.toggleStar(rank: number) == nil {
                complain(noResult(number, in: presenter.state, verb: "star"))
            }
        case .star(nil):
            guard let detail = app.detail, app.presenter.state.topScreen == .detail else {
                complain("star needs a result number here, as in: star 3")
                return true
            }
            if detail.presenter.state.isStarred {
                app.presenter.askToUnstar(detail.presenter.state.repository)
            } else {
                detail.presenter.toggleStar()
            }
        case .starred where app.drilled != nil:
            complain("the starred list shows from the detail opened from the results: type back first")
        case .starred:
            app.presenter.showStarred()
        case .owner:
            if !app.presenter.showOwner() {
                complain("owner shows the owner's repositories from a repository's details: open one first")
            }
        case .back:
            if let drilled = app.drilled {
                // A drilled screen pops itself, through its scope of the stack.
                drilled.dismiss()
            } else if !app.presenter.back() {
                complain("there is nothing to go back from")
            }
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
        for load in app.loads() {
            await load.value
        }
        return true
    }

    /// Answers the alert with a typed line: a button's label, or the start of only one (`u`, `Unstar`), in any
    /// case. Any other line changes nothing: the alert stays, and an error says what answers it, so the prompt
    /// asks again.
    func answer(_ line: String) {
        guard let alert else { return }
        let typed = line.trimmingWhitespace().lowercased()
        let starting = typed.isEmpty ? [] : alert.buttons.filter { $0.label.lowercased().hasPrefix(typed) }
        let exact = alert.buttons.first { $0.label.lowercased() == typed }
        guard let button = exact ?? (starting.count == 1 ? starting.first : nil) else {
            let answers = alert.buttons.map { $0.label.lowercased() }
            context.console.error(
                "answer \(answers.joined(separator: " or ")) (or the first letter)")
            return
        }
        app.presenter.answerAlert(with: button)
    }

    /// Closes the alert as Cancel does, when the input ends or Escape is pressed while it asks.
    func dismissAlert() {
        app.presenter.dismissAlert()
    }

    /// The starred list's screen when it is on top: `open N` and `star N` then act on its rows, not the results.
    private var starredListOnTop: StarredScreen? {
        app.presenter.state.topScreen == .starred ? app.starred : nil
    }

    /// Prints an error about what was typed, with the way to the commands.
    func complain(_ message: String) {
        context.console.error("\(message) (type help for the commands)")
    }

    private func complainNoRow(_ number: Int) -> Bool {
        let count = app.presenter.state.starred.count
        complain(
            count == 0 ? "nothing is starred" : "there is no starred repository \(number); the list has 1–\(count)")
        return true
    }

    private func noResult(_ rank: Int, in state: SearchState, verb: String) -> String {
        guard !state.repositories.isEmpty else { return "there are no results to \(verb) yet" }
        let first = state.rank(ofResultAt: 0)
        let last = state.rank(ofResultAt: state.repositories.count - 1)
        return "there is no result \(rank); \(verb) one of \(first)–\(last)"
    }

    /// What `help` prints: the vocabulary.
    private static let commands = CommandWord.helpRows(
        query: "search (any line that is not a command), e.g. swift language:swift stars:>1000", indent: ""
    ).joined(separator: "\n")
}
