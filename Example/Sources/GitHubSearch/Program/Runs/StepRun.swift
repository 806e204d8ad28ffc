import Foundation
import Prex
import TerminalKit

/// `github-search --replay FILE --step`: a recorded session, step by step, to find where it went wrong.
///
/// The session is replayed, and its actions make a Prex `Timeline` (the state after each action, rebuilt from a
/// kept one when shown, sharing what an action did not change). A step shows as its number, its action and what
/// the action changed (the debug log's lines, `Timeline.entry(at:)`), then the screen as it was then, printed whole
/// from that step's state by the app's screens (nothing loads; a loading state shows as a line). TerminalKit's
/// ``StepSession`` reads the lines (a pipe) or keys (a terminal) and moves between steps; this run draws what it
/// says. With `--json`, the steps print as JSON Lines instead. Main actor only.
@MainActor
package struct StepRun {
    private let console: Console
    private let session: SessionReplay
    private let timeline: Timeline<AppAction, AppState>

    /// Opens the session recorded in `entries`, read from the file at `path`, as a timeline.
    ///
    /// - Throws: ``SessionFile/Failure`` as `--replay` does: 65 for entries that are not a recorded session, 66
    ///   when reading the file failed.
    package init(context: RunContext, entries: SessionEntries, from path: String) throws(SessionFile.Failure) {
        session = try ReplayRun.open(entries, from: path, debugLog: context.debugLog, keepsSteps: true)
        timeline = session.timeline ?? Timeline(initialState: session.app, mutation: AppMutation.composed, actions: [])
        // Screens printed whole from a loading state would start spinners that nothing stops.
        console = context.console.withoutProgress()
    }

    /// Whether the recording has its end line; a session cut short ends with ``SessionFile/cutShort(path:)``.
    package var isComplete: Bool { session.isComplete }

    /// `--step --json`: prints each step (from 1) as one line of JSON, such as
    /// `{"step":2,"action":"AppAction.search.queryChanged(\"swift\")","changed":["- search.query: \"\"",…]}`:
    /// its number, its action's name and the lines of what it changed, as the debug log writes them.
    package func printSteps() {
        StepJSON().write(
            steps: timeline.actionSteps, action: timeline.actionName(at:), changes: timeline.difference(from:to:)
        ) { console.line($0) }
    }

    /// Shows the first step, then runs each command read from `inputs` until `quit` or the end of the input.
    ///
    /// - Parameters:
    ///   - inputs: Lines (``Input/line(_:)``), or keys on a terminal in raw mode (``Input/key(_:)``), in the
    ///     batches TerminalKit's `InputThread` read them in.
    ///   - readsKeys: Whether `inputs` are keys: the step and the keys' hint then stay on the terminal's bottom line.
    ///   - showsPrompt: Whether to print a prompt before each line (a terminal without escape codes).
    /// - Returns: 0 at `quit` (or for a session without actions, which has no step to show); `nil` at the end of
    ///   the input (whose reader knows whether it ended well).
    package func run(inputs: AsyncStream<[Input]>, readsKeys: Bool = false, showsPrompt: Bool = false) async
        -> ExitStatus?
    {
        guard timeline.count > 0 else {
            console.line("The session has no actions: there is no step to show.")
            return .success
        }
        var session = StepSession(
            steps: 1...timeline.count,
            search: StepCursor.Search(
                named: { [timeline] in timeline.firstStep(named: $0, from: $1) },
                changingPath: { [timeline] in timeline.firstStep(changingPath: $0, from: $1) }))
        let usesKeys = readsKeys
        func prompt() {
            if usesKeys {
                console.typedLine = .init(prompt: "step \(session.step) of \(timeline.count) (? for keys)", text: "")
            } else if showsPrompt {
                console.prompt("step \(session.step)> ")
            }
        }
        if showsPrompt {
            console.line("Type next, back, jump N, first, last, find TEXT; help for the commands, quit to leave.")
        }
        show(session.step, note: nil)
        prompt()
        for await batch in inputs {
            for input in batch {
                switch session.react(to: input) {
                case .show(let step, let note):
                    show(step, note: note)
                case .refused(let reason):
                    complain(reason)
                case .help:
                    console.line(StepCommand.helpRows(indent: "", keys: usesKeys).joined(separator: "\n"))
                case .quit:
                    console.typedLine = nil
                    return .success
                case .typing(let prompt, let text):
                    console.typedLine = .init(prompt: prompt, text: text.escapedForTerminal)
                    continue
                case .resumed:
                    console.redraw()
                    continue
                case .blank, .ignored:
                    break
                }
                prompt()
            }
        }
        console.typedLine = nil
        // Ctrl-D at a prompt: the shell's prompt that follows starts a line of its own.
        if showsPrompt { console.line() }
        return nil
    }

    /// Prints `step`: a note if there is one, its number, its action and what it changed, then its screen.
    private func show(_ step: Int, note: String?) {
        if let note {
            console.line(console.styled(note, .dim))
        }
        console.line(console.styled("step \(step) of \(timeline.count)", .bold))
        for line in timeline.entry(at: step).split(separator: "\n") {
            console.line(String(line))
        }
        console.line()
        printScreen(of: timeline.state(at: step))
    }

    /// Prints the screen `app` shows: a drilled screen on top if there is one, else what `--replay` prints for
    /// it; a search loading or not made yet is a line; then the app's question, if it asks one.
    private func printScreen(of app: AppState) {
        let flux = Flux(state: app, mutation: AppMutation.composed)
        let starred = flux.scope(state: \.starred, action: .starred).store
        if let id = app.drill.ids.last, let element = flux.scope(stackElement: id, in: \.drill, action: .drill) {
            if let owner = element.scope(case: .owner, action: .owner) {
                OwnerScreen(console: console, flux: owner, starred: starred)
                    .reflect(change: StateChange(new: owner.store.state, old: nil))
            } else if let detail = element.scope(case: .detail, action: .detail) {
                DetailScreen(console: console, flux: detail, starred: starred)
                    .reflect(change: StateChange(new: detail.store.state, old: nil))
            }
        } else {
            ReplayRun.printScreen(of: app, isJSON: session.isJSON, on: console)
            let search = app.search
            if app.topScreen == nil, search.isLoading {
                let page = search.loadingPage ?? search.firstPage
                let query = search.query.escapedForTerminal
                console.line(page == search.firstPage ? "(searching “\(query)”…)" : "(loading page \(page)…)")
            } else if app.topScreen == nil, search.page == 0, search.failure == nil {
                console.line("(no results yet)")
            }
        }
        if let alert = app.alert {
            AppScreen.print(alert, on: console)
        }
    }

    /// Prints an error about what was typed, with the way to the commands, as the prompt does.
    private func complain(_ message: String) {
        console.error("\(message) (type help for the commands)")
    }

    /// The help's section on `--step`, from TerminalKit's vocabulary.
    nonisolated static var helpSection: String {
        """
        STEPPING THROUGH A RECORDING (--replay FILE --step):
        Opens the session at its first step: the step's number, its action and what it changed (as --debug
        writes them), then the screen as it was after it. Commands, a line each (piped input) or keys (on a
        terminal, no Enter needed but after a number or a text):
        \(StepCommand.helpRows(indent: "  ", keys: true).joined(separator: "\n"))
        At either end, for a step that is not there, or for a find that matches nothing, the step stays and one
        line on standard error says why. The exit statuses are --replay's: 0 at quit and at the end of the
        input, 65 or 66 for a file --replay refuses (nothing shown), 65 after the inspection of a session cut
        short. With --json, each step prints as one line, {"step":N,"action":"NAME","changed":["- PATH: OLD",
        "+ PATH: NEW"]} (the debug log's lines), and the program exits.
        """
    }
}
