import Prex
import TerminalKit

/// The detail screen: a passive view on the app's detail scope that prints one repository, and the state of
/// its load. It reads the starred list, another feature's slice, only to mark a starred repository.
package final class DetailScreen: View {
    /// The state this screen renders.
    package typealias State = DetailState

    private let console: Console
    private let spinner: Spinner
    private let flux: Flux<DetailAction, DetailState>
    private let starred: Store<IdentifiedList<StarredRepository>>?

    /// The screen's presenter, made on first use: the screen owns it, as the README's views own theirs.
    package private(set) lazy var presenter = Presenter(view: self, flux: flux)

    /// Creates the screen.
    ///
    /// - Parameters:
    ///   - console: Where to print.
    ///   - flux: The detail feature's Flux: the app's scope of its open detail, or one of its own.
    ///   - starred: The starred list, read to mark a starred repository; `nil` marks none.
    package init(
        console: Console, flux: Flux<DetailAction, DetailState>,
        starred: Store<IdentifiedList<StarredRepository>>? = nil
    ) {
        self.console = console
        self.flux = flux
        self.starred = starred
        spinner = Spinner(console: console)
    }

    /// Takes the screen off: its progress line goes. Its scope ends with the detail child, so the cancelled
    /// load's end never reaches ``reflect(change:)``; the root calls this when the state closes the detail.
    package func close() {
        spinner.stop()
    }

    /// Prints what changed: the repository whenever it changes (or on a full render), the load's progress and
    /// failures.
    package func reflect(change: StateChange<DetailState>) {
        let load = change.transition(of: \.details)
        switch load {
        case .started?: spinner.start("loading \(change.new.repository.fullName)…")
        case .finished?: spinner.stop()
        case nil: break
        }
        if let repository = change.repository?.value {
            print(repository)
        }
        if load == .finished, let failure = change.new.details.error {
            console.error("\(failure.message) (showing the search result)")
        }
    }

    private func print(_ repository: Repository) {
        // What a service sends is shown with its control characters spelled out.
        let repository = repository.withControlCharactersEscaped
        let stars = ResultTable.abbreviated(repository.stargazersCount)
        let forks = ResultTable.abbreviated(repository.forksCount)
        let issues = ResultTable.abbreviated(repository.openIssuesCount)
        let mark = starred?.state.isStarred(repository.id) == true ? "  (starred)" : ""
        console.line(
            console.styled(repository.fullName, .bold) + "  ★ \(stars)  forks \(forks)  issues \(issues)\(mark)")
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
