import Prex
import TerminalKit

/// What every run of `github-search` shares: the command line, the console, the service, and the debug log
/// and recorder each screen's presenter is made with.
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
    /// Where the presenters' Fluxes log every action (`--debug`), or `nil`.
    package let debugLog: DebugLog?
    /// Where the session's settings and actions are recorded (`--record`), or `nil`.
    package let recorder: ActionLogWriter<SessionEntry>?

    /// Creates the context of a run.
    package init(
        options: Options, console: Console, service: any RepositoryService, debugLog: DebugLog? = nil,
        recorder: ActionLogWriter<SessionEntry>? = nil
    ) {
        self.options = options
        self.console = console
        self.service = service
        self.debugLog = debugLog
        self.recorder = recorder
    }

    /// A search screen whose presenter uses this context (and records the session's start, if recording).
    func makeSearchScreen(format: SearchScreen.Format, isInteractive: Bool, searchesAsYouType: Bool = false)
        -> SearchScreen
    {
        var middleware: [Middleware<SearchAction>] = []
        if let recorder {
            recorder.append(.started(perPage: options.perPage, isInteractive: isInteractive, isJSON: format == .json))
            middleware.append(.observing { action in recorder.append(.search(action)) })
        }
        return SearchScreen(
            console: console, format: format, isInteractive: isInteractive, searchesAsYouType: searchesAsYouType,
            service: service, perPage: options.perPage, middleware: middleware, debugLog: debugLog)
    }

    /// A detail screen for `repository` whose presenter uses this context.
    func makeDetailScreen(for repository: Repository) -> DetailScreen {
        let middleware: [Middleware<DetailAction>] =
            recorder.map { recorder in [.observing { action in recorder.append(.detail(action)) }] } ?? []
        return DetailScreen(
            console: console, repository: repository, service: service, middleware: middleware, debugLog: debugLog)
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
