import Prex
import TerminalKit

/// An owner's screen: a passive view on its scope of the drilled stack that prints the owner's repositories,
/// numbered for `open N`, and the state of their load.
package final class OwnerScreen: View {
    /// The state this screen renders.
    package typealias State = OwnerState

    private let console: Console
    private let spinner: Spinner
    private let flux: Flux<OwnerAction, OwnerState>
    private let starred: Store<IdentifiedList<StarredRepository>>?

    /// The screen's presenter, made on first use: the screen owns it.
    package private(set) lazy var presenter = Presenter(view: self, flux: flux)

    /// Creates the screen on `flux`, reading `starred` to mark starred repositories.
    package init(
        console: Console, flux: Flux<OwnerAction, OwnerState>, starred: Store<IdentifiedList<StarredRepository>>?
    ) {
        self.console = console
        self.flux = flux
        self.starred = starred
        spinner = Spinner(console: console)
    }

    /// Takes the screen off: its progress line goes.
    package func close() {
        spinner.stop()
    }

    /// Prints the load's progress, the list when it arrives (or on a full render), and a failure.
    package func reflect(change: StateChange<OwnerState>) {
        let login = change.new.login.escapedForTerminal
        let load = change.transition(of: \.repositories)
        switch load {
        case .started?: spinner.start("loading \(login)'s repositories…")
        case .finished?: spinner.stop()
        case nil: break
        }
        if load == .finished, let failure = change.new.repositories.error {
            console.error("\(failure.message) (type back for the screen before)")
        }
        guard change.old == nil || change.repositories != nil, let list = change.new.repositories.value else {
            return
        }
        let table = ResultTable(width: console.width)
        console.line(console.styled("\(login)'s repositories (\(list.count))", .bold))
        console.line(console.styled(table.header, .bold))
        for (offset, repository) in list.enumerated() {
            let isStarred = starred?.state.isStarred(repository.id) == true
            console.line(table.line(rank: offset + 1, repository: repository, isStarred: isStarred))
        }
        console.line(console.styled("open N: details, back: the screen before", .dim))
    }
}
