import Prex
import TerminalKit

/// `github-search --replay FILE`: replays a recorded session onto the initial states, without the service,
/// and prints its final screen: the one on top of the stack (a repository's details, the starred list), or
/// the results as a one-shot search prints them.
@MainActor
package struct ReplayRun {
    private let context: RunContext

    /// Creates the run.
    package init(context: RunContext) {
        self.context = context
    }

    /// Replays `entries`, read from the file at `path` (for the messages), as they are read, and prints the
    /// final screen once the last is replayed.
    ///
    /// - Returns: The exit status the session's last screen calls for: as ``OneShotRun`` for a one-shot
    ///   session, 0 for the prompt.
    /// - Throws: ``SessionFile/Failure`` when `entries` are not a recorded session (65, or 66 when reading the
    ///   file failed), with nothing printed; with status 65 after printing the screen when the recording was
    ///   cut short (``SessionReplay/isComplete``).
    package func run(_ entries: SessionEntries, from path: String) throws(SessionFile.Failure) -> ExitStatus {
        let session = try Self.open(entries, from: path, debugLog: context.debugLog)
        // The final screen, rendered whole from the final state: nothing loads, nothing is asked of a service.
        Self.printScreen(of: session.app, isJSON: session.isJSON, on: context.console)
        guard session.isComplete else { throw SessionFile.cutShort(path: path) }
        return session.isInteractive ? .success : RunContext.status(ofOneShot: session.app.search)
    }

    /// Replays `entries`, read from the file at `path`, keeping every step when `keepsSteps` (for `--step`).
    ///
    /// - Throws: ``SessionFile/Failure`` when `entries` are not a recorded session: 65, or 66 when reading the
    ///   file failed.
    static func open(_ entries: SessionEntries, from path: String, debugLog: DebugLog?, keepsSteps: Bool = false)
        throws(SessionFile.Failure) -> SessionReplay
    {
        let session: SessionReplay
        do {
            session = try SessionReplay(replaying: entries, debugLog: debugLog, keepsSteps: keepsSteps)
        } catch {
            // A line that did not read ends the entries early: it is the first thing wrong, not what follows.
            throw entries.failure ?? SessionFile.failure(error, path: path)
        }
        if let failure = entries.failure {
            throw failure
        }
        return session
    }

    /// Prints the screen `app` shows on top of its stack, rendered whole from the state by the app's screens: a
    /// repository's details, the starred list, or the results (in JSON for a `--json` session).
    static func printScreen(of app: AppState, isJSON: Bool, on console: Console) {
        switch app.topScreen {
        case .detail?:
            let flux = Flux(state: app, mutation: AppMutation.composed)
            if let detail = flux.scope(optional: \.detail, action: .detail) {
                let starred = flux.scope(state: \.starred, action: .starred).store
                DetailScreen(console: console, flux: detail, starred: starred)
                    .reflect(change: StateChange(new: detail.store.state, old: nil))
            }
        case .starred?:
            StarredScreen.print(app.starred, on: console)
        case nil:
            let flux = Flux(state: app.search, mutation: SearchMutation())
            SearchScreen(console: console, format: isJSON ? .json : .table, isInteractive: false, flux: flux)
                .reflect(change: StateChange(new: app.search, old: nil))
        }
    }
}
