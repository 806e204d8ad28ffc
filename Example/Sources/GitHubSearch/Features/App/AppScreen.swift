import Prex
import TerminalKit

/// The app's root: a passive view on the app's Flux that shows the screen stack the state describes.
///
/// The results screen lives as long as the app; a detail or starred screen is made, on a scope of its slice,
/// when the state puts it on the stack, and dropped when the state takes it off (a detail's load is then
/// cancelled with its scope). It also says what was starred or unstarred, wherever that happened, and shows the
/// app's alert ("Unstar NAME?") when the state holds one.
package final class AppScreen: View {
    /// The state this screen renders.
    package typealias State = AppState

    private let console: Console
    /// The app's Flux.
    package let flux: Flux<AppAction, AppState>
    /// The results screen, on the search scope.
    package let search: SearchScreen
    /// The starred list's screen while it is on the stack.
    package private(set) var starred: StarredScreen?
    /// The open repository's screen while it is on the stack.
    package private(set) var detail: DetailScreen?
    /// The drilled screen on top while one is (see ``AppState/drill``): an owner's list, or a detail.
    package private(set) var drilled: DrilledScreen?
    /// What the screens shown since the last call of ``loads()`` started loading.
    private var started: [Task<Void, Never>] = []

    /// The screen's presenter, made on first use: the screen owns it, as the README's views own theirs.
    package private(set) lazy var presenter = Presenter(view: self, flux: flux)

    /// Creates the root of `flux`, with a results screen in `format`.
    ///
    /// - Parameters:
    ///   - console: Where every screen prints.
    ///   - flux: The app's Flux.
    ///   - format: Table or JSON, for the results.
    ///   - isInteractive: Whether the screens are the interactive prompt's.
    ///   - searchesAsYouType: Whether the prompt is the search-as-you-type one.
    package init(
        console: Console, flux: Flux<AppAction, AppState>, format: SearchScreen.Format = .table,
        isInteractive: Bool, searchesAsYouType: Bool = false
    ) {
        self.console = console
        self.flux = flux
        search = SearchScreen(
            console: console, format: format, isInteractive: isInteractive, searchesAsYouType: searchesAsYouType,
            flux: flux.scope(state: \.search, action: .search),
            starred: flux.scope(state: \.starred, action: .starred).store)
    }

    /// The loads the screens shown since the last call started (a detail's, the starred rows'), to wait for.
    package func loads() -> [Task<Void, Never>] {
        defer { started = [] }
        return started
    }

    /// Shows the stack the state describes, and says what was starred or unstarred, or could not be.
    package func reflect(change: StateChange<AppState>) {
        let state = change.new
        if let old = change.old, old.starred != state.starred {
            reportStars(from: old.starred, to: state.starred)
        }
        if let refusal = change.starRefusal?.value ?? nil {
            let verb = refusal.isStarred ? "star" : "unstar"
            console.error("could not \(verb) \(refusal.fullName): \(refusal.error.message)")
        }
        if let alert = change.alert?.value ?? nil {
            Self.print(alert, on: console)
        }
        if change.drill != nil, drilled?.id != state.drill.ids.last {
            showDrilled(state.drill)
        }
        guard change.path != nil || change.detail != nil || change.drill != nil else { return }
        guard state.drill.isEmpty else { return }
        if !state.path.contains(.starred) {
            starred = nil
        }
        if state.detail == nil || !state.path.contains(.detail) {
            detail?.close()
            detail = nil
        }
        switch state.topScreen {
        case nil:
            // Back on the results: shown again, unless the search changed too (it then prints itself).
            if change.old?.path.isEmpty == false, change.search == nil {
                search.presenter.reflectWholeState()
            }
        case .detail:
            // A detail that came on top now, or another repository's, is a new screen.
            if detail == nil || change.old?.topScreen != .detail
                || detail?.presenter.state.repository.id != state.detail?.repository.id
            {
                showDetail()
            } else if change.old?.drill.isEmpty == false {
                // Back from the drilled screens: the detail they were drilled from shows again.
                detail?.presenter.reflectWholeState()
            }
        case .starred:
            let screen = starred ?? StarredScreen(console: console, app: flux)
            starred = screen
            started += screen.show()
        }
    }

    /// Shows the question the app asks: its title, its message, then its buttons, each with the first letter that
    /// answers it in brackets (`[U]nstar  [C]ancel`).
    static func print(_ alert: AlertState<AppAlertAction>, on console: Console) {
        console.line(alert.title.escapedForTerminal)
        if let message = alert.message {
            console.line(message.escapedForTerminal)
        }
        let buttons = alert.buttons.map { button in
            "[\(button.label.prefix(1))]\(button.label.dropFirst())".escapedForTerminal
        }
        console.line(buttons.joined(separator: "  "))
    }

    private func showDetail() {
        guard let scope = flux.scope(optional: \.detail, action: .detail) else { return }
        let screen = DetailScreen(console: console, flux: scope, starred: search.starred)
        detail?.close()
        detail = screen
        screen.presenter.reflectWholeState()
        started.append(screen.presenter.refresh())
    }

    /// Shows the drilled screen on top of `drill`, on its element's scope (its case's), or none; a screen popped
    /// goes with its scope, its load cancelled. One back to a screen below shows it from its state, without a load.
    private func showDrilled(_ drill: StackState<Drilled>) {
        drilled?.close()
        drilled = nil
        guard let id = drill.ids.last, let element = flux.scope(stackElement: id, in: \.drill, action: .drill) else {
            return
        }
        if let owner = element.scope(case: .owner, action: .owner) {
            let screen = OwnerScreen(console: console, flux: owner, starred: search.starred)
            drilled = .owner(id, screen)
            screen.presenter.reflectWholeState()
            if screen.presenter.state.repositories.isIdle {
                started.append(screen.presenter.load())
            }
        } else if let detail = element.scope(case: .detail, action: .detail) {
            let screen = DetailScreen(console: console, flux: detail, starred: search.starred)
            drilled = .detail(id, screen)
            screen.presenter.reflectWholeState()
            started.append(screen.presenter.refresh())
        }
    }

    private func reportStars(from old: IdentifiedList<StarredRepository>, to new: IdentifiedList<StarredRepository>) {
        let count = new.starredCount
        for starred in new where starred.isStarred && !old.isStarred(starred.id) {
            console.line("★ starred \(starred.repository.fullName.escapedForTerminal) (\(count) starred)")
        }
        for starred in old where starred.isStarred && !new.isStarred(starred.id) {
            console.line("unstarred \(starred.repository.fullName.escapedForTerminal) (\(count) starred)")
        }
    }
}
