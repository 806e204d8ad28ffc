import Prex
import PrexDump
import TerminalKit

/// The detail screen: a passive view that prints one repository, and the state of its refresh.
package final class DetailScreen: View {
    /// The state this screen renders.
    package typealias State = DetailState

    private let console: Console
    private let spinner: Spinner
    private let repository: Repository
    private let service: any RepositoryService
    private let middleware: [Middleware<DetailAction>]
    private let debugLog: DebugLog?

    /// The screen's presenter, made on first use: the screen owns it, as the README's views own theirs.
    package private(set) lazy var presenter = DetailPresenter(
        view: self, repository: repository, service: service, middleware: middleware, debugLog: debugLog)

    /// Creates the screen for `repository`.
    ///
    /// - Parameters:
    ///   - console: Where to print.
    ///   - repository: The search result to show, and refresh.
    ///   - service: Where the presenter refreshes it.
    ///   - middleware: What the presenter's Flux runs every action through (`--record` records this way).
    ///   - debugLog: Where the presenter's Flux logs every action (`--debug`), or `nil`.
    package init(
        console: Console, repository: Repository, service: any RepositoryService = MockRepositoryService(),
        middleware: [Middleware<DetailAction>] = [], debugLog: DebugLog? = nil
    ) {
        self.console = console
        self.repository = repository
        self.service = service
        self.middleware = middleware
        self.debugLog = debugLog
        spinner = Spinner(console: console)
    }

    /// Prints what changed: the repository whenever it changes (or on a full render), refresh progress and
    /// failures.
    package func reflect(change: StateChange<DetailState>) {
        if let refreshing = change.isRefreshing?.value {
            if refreshing {
                spinner.start("loading \(change.new.repository.fullName)…")
            } else {
                spinner.stop()
            }
        }
        if let repository = change.repository?.value {
            print(repository)
        }
        if let failure = change.failure?.value {
            console.error("\(failure.message) (showing the search result)")
        }
    }

    private func print(_ repository: Repository) {
        // What a service sends is shown with its control characters spelled out.
        let repository = repository.withControlCharactersEscaped
        let stars = ResultTable.abbreviated(repository.stargazersCount)
        let forks = ResultTable.abbreviated(repository.forksCount)
        let issues = ResultTable.abbreviated(repository.openIssuesCount)
        console.line(console.styled(repository.fullName, .bold) + "  ★ \(stars)  forks \(forks)  issues \(issues)")
        if let description = repository.description {
            console.line(description)
        }
        var facts = ["language: \(repository.language ?? "-")"]
        facts.append("license: \(repository.license?.spdxID ?? "none")")
        facts.append("updated: \(repository.updatedAt.prefix(10))")
        console.line(facts.joined(separator: "   "))
        if !repository.topics.isEmpty {
            console.line("topics: " + repository.topics.joined(separator: ", "))
        }
        console.line(console.styled(repository.htmlURL, .cyan))
        if let homepage = repository.homepage, !homepage.isEmpty {
            console.line("homepage: \(homepage)")
        }
    }
}

extension Repository {
    /// The repository with control characters spelled out in the text fields the detail screen shows.
    fileprivate var withControlCharactersEscaped: Repository {
        var copy = self
        copy.fullName = fullName.escapedForTerminal
        copy.description = description?.escapedForTerminal
        copy.language = language?.escapedForTerminal
        copy.topics = topics.map(\.escapedForTerminal)
        copy.htmlURL = htmlURL.escapedForTerminal
        copy.homepage = homepage?.escapedForTerminal
        copy.updatedAt = updatedAt.escapedForTerminal
        copy.license?.spdxID = license?.spdxID.escapedForTerminal ?? ""
        return copy
    }
}
