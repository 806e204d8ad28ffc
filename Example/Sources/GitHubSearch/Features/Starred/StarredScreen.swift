import Prex
import TerminalKit

/// The starred list: a passive view on the app's scope of the starred repositories, which prints the list;
/// each row is a child feature, with a view and a presenter of its own on the row's scope.
///
/// When the list shows, every row refreshes its repository; a row prints a line when its copy changed or its
/// refresh failed. A row unstarred stays listed, without its star, so that the rows' numbers do not move; it
/// goes with its scope when the list is left: its refresh is cancelled, and it prints nothing more.
package final class StarredScreen: View {
    /// The state this screen renders.
    package typealias State = IdentifiedList<StarredRepository>

    private let console: Console
    private let app: Flux<AppAction, AppState>
    private let flux: Flux<ElementAction<Repository.ID, StarredAction>, IdentifiedList<StarredRepository>>
    /// The rows' views, in the list's order.
    package private(set) var rows: [StarredRow] = []

    /// The screen's presenter, made on first use: the screen owns it, as the README's views own theirs.
    package private(set) lazy var presenter = Presenter(view: self, flux: flux)

    /// Creates the screen on `app`'s starred list.
    package init(console: Console, app: Flux<AppAction, AppState>) {
        self.console = console
        self.app = app
        flux = app.scope(state: \.starred, action: .starred)
    }

    /// Prints the list, and refreshes every row.
    ///
    /// - Returns: The rows' refreshes, to wait for.
    package func show() -> [Task<Void, Never>] {
        presenter.reflectWholeState()
        return rows.map { $0.presenter.refresh() }
    }

    /// The row at `position` (from 1), if there is one.
    package func row(at position: Int) -> StarredRow? {
        rows.indices.contains(position - 1) ? rows[position - 1] : nil
    }

    /// Prints the list when it shows, and again when a repository was starred or unstarred.
    package func reflect(change: StateChange<IdentifiedList<StarredRepository>>) {
        if let old = change.old,
            old.elementsEqual(change.new, by: { $0.id == $1.id && $0.isStarred == $1.isStarred })
        {
            return
        }
        mountRows(for: change.new)
        Self.print(change.new, on: console)
    }

    /// Prints `list` as the starred screen shows it.
    package static func print(_ list: IdentifiedList<StarredRepository>, on console: Console) {
        guard !list.isEmpty else {
            console.line("Nothing is starred: star N stars result N, star a repository you opened.")
            return
        }
        let table = ResultTable(width: console.width)
        console.line(console.styled("Starred (\(list.starredCount))", .bold))
        console.line(console.styled(table.header, .bold))
        for (offset, starred) in list.enumerated() {
            console.line(table.line(rank: offset + 1, repository: starred.repository, isStarred: starred.isStarred))
        }
        let note = list.starredCount == list.count ? "" : "; a row without ★ stays until you leave the list"
        let footer = "open N: details, star N: unstar or star again, back: the screen before" + note
        console.line(console.styled(footer, .dim))
    }

    /// Keeps a row view for each starred repository: the ones already shown stay, new ones get a view and a
    /// presenter on their scope.
    private func mountRows(for list: IdentifiedList<StarredRepository>) {
        let shown = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0) })
        rows = list.ids.compactMap { id in
            shown[id]
                ?? app.scope(element: id, in: \.starred, action: .starred).map {
                    StarredRow(console: console, flux: $0)
                }
        }
    }
}

/// One starred repository's row: a passive view on its scope, which prints when its refresh brought a changed
/// copy or failed.
package final class StarredRow: View {
    /// The state this view renders.
    package typealias State = StarredRepository

    /// The repository's id.
    package let id: Repository.ID
    private let console: Console
    private let flux: Flux<StarredAction, StarredRepository>

    /// The row's presenter: the row owns it.
    package private(set) lazy var presenter = Presenter(view: self, flux: flux)

    /// Creates the row on its scope.
    init(console: Console, flux: Flux<StarredAction, StarredRepository>) {
        self.console = console
        self.flux = flux
        id = flux.store.state.id
    }

    /// Prints a refreshed copy that changed, or why the refresh failed.
    package func reflect(change: StateChange<StarredRepository>) {
        guard change.old != nil else { return }
        let name = change.new.repository.fullName
        if let repository = change.repository?.value {
            let stars = ResultTable.abbreviated(repository.stargazersCount)
            console.line("\(name.escapedForTerminal) refreshed: ★ \(stars)")
        }
        if change.transition(of: \.refresh) == .finished, let failure = change.new.refresh.error {
            // An error line spells out what it quotes.
            console.error("\(name): \(failure.message) (showing the copy starred)")
        }
    }
}
