import Prex
import TerminalKit

/// What every run of `github-search` shares: the command line, the console, the service, and the debug log
/// and recorder the app's Flux is made with.
///
/// Program plumbing, not part of the pattern: it only hands these to the screens, which own their
/// presenters. Main actor only.
@MainActor
package struct RunContext {
    /// The command line.
    package let options: Options
    /// Where the screens write.
    package let console: Console
    /// Where repositories come from.
    package let service: any RepositoryService
    /// Where the app's Flux logs every action (`--debug`), or `nil`.
    package let debugLog: DebugLog?
    /// Where the session's settings and actions are recorded (`--record`), or `nil`.
    package let recorder: ActionLogWriter<SessionEntry>?
    /// The file the starred list is kept in between runs (``StarredFile``), or `nil` for this run only.
    package let starredFile: StarredFile.Slice?

    /// Creates the context of a run.
    package init(
        options: Options, console: Console, service: any RepositoryService, debugLog: DebugLog? = nil,
        recorder: ActionLogWriter<SessionEntry>? = nil, starredFile: StarredFile.Slice? = nil
    ) {
        self.options = options
        self.console = console
        self.service = service
        self.debugLog = debugLog
        self.recorder = recorder
        self.starredFile = starredFile
    }

    /// The app's Flux with this context's service, debug log and recorder (which records the session's start
    /// and every action), and its root screen, listening before any action.
    func makeApp(format: SearchScreen.Format, isInteractive: Bool, searchesAsYouType: Bool = false) -> AppScreen {
        var middleware: [Middleware<AppAction>] = []
        if let recorder {
            recorder.append(.started(perPage: options.perPage, isInteractive: isInteractive, isJSON: format == .json))
            middleware.append(.observing { action in recorder.append(.action(action)) })
        }
        let service = service
        let dependencies = Dependencies { $0.repositories = service }
        let flux: Flux<AppAction, AppState>
        if let starredFile {
            // The starred list starts as the file has it.
            flux = Flux(
                state: AppState(perPage: options.perPage), mutation: AppMutation.composed, persisting: starredFile,
                middleware: middleware, debugLog: debugLog, dependencies: dependencies)
            let starred = flux.store.state.starredRepositories
            if let recorder, !starred.isEmpty {
                // A replay starts from no file: the recording says what the file held.
                recorder.append(.action(.starredChangedOnDisk(starred)))
            }
        } else {
            flux = Flux(
                state: AppState(perPage: options.perPage), mutation: AppMutation.composed, middleware: middleware,
                debugLog: debugLog, dependencies: dependencies)
        }
        let screen = AppScreen(
            console: console, flux: flux, format: format, isInteractive: isInteractive,
            searchesAsYouType: searchesAsYouType)
        screen.presenter.reflectWholeState()
        return screen
    }

    /// The exit status a one-shot search ends with, from its final state: 1 when the service failed, 64 for
    /// a page past the last, 0 otherwise.
    static func status(ofOneShot state: SearchState) -> ExitStatus {
        if state.failure != nil {
            return .failure
        }
        return state.isPastLastPage ? .usage : .success
    }
}
