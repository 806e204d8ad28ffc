import Foundation
import Prex
import TerminalKit

/// `counter --replay FILE --step`: a recording, step by step: each step's number, its action and what it
/// changed (the debug log's lines), then the count as the counter's view drew it then.
///
/// The recording is replayed once into a Prex `Timeline`; TerminalKit's ``StepSession`` reads lines (a pipe) or
/// keys (a terminal in raw mode) with the example's words and moves between its steps; this run draws what it says.
/// With `--json` the steps print as JSON Lines instead. Main actor only, like the screen it draws on.
@MainActor
struct CounterStepRun {
    private let timeline: Timeline<CounterAction, CounterState>
    private let screen: Screen

    /// Inspects `timeline` on `screen`.
    init(timeline: Timeline<CounterAction, CounterState>, screen: Screen) {
        self.timeline = timeline
        self.screen = screen
    }

    /// `--step --json`: prints each step (from 1) as one line of JSON, such as
    /// `{"step":2,"action":"CounterAction.undo","changed":["- count: 2","+ count: 1",…]}`: its number, its
    /// action's name and the lines of what it changed, as the debug log writes them.
    func printSteps() {
        StepJSON().write(
            steps: timeline.actionSteps, action: timeline.actionName(at:), changes: timeline.difference(from:to:)
        ) { screen.showMessage($0, tone: .info) }
    }

    /// Shows the first step, then runs each command read from `inputs` until `quit` or the end of the input.
    /// A command that cannot move (an end, a step that is not there, a find that matches nothing) or a line that
    /// is not a command gets one hint line, as the counter's unknown commands do.
    ///
    /// - Parameters:
    ///   - inputs: Lines, or keys on a terminal in raw mode.
    ///   - readsKeys: Whether `inputs` are keys: a number or a text is then typed on the status line.
    func run(reading inputs: some IteratorProtocol<Input>, readsKeys: Bool) {
        var inputs = inputs
        guard timeline.count > 0 else {
            screen.showMessage("The recording has no actions: there is no step to show.", tone: .info)
            return
        }
        var session = StepSession(
            steps: 1...timeline.count,
            search: StepCursor.Search(
                named: { [timeline] in timeline.firstStep(named: $0, from: $1) },
                changingPath: { [timeline] in timeline.firstStep(changingPath: $0, from: $1) }))
        show(session.step, note: nil, readsKeys: readsKeys)
        loop: while let input = inputs.next() {
            switch session.react(to: input) {
            case .show(let step, let note):
                show(step, note: note, readsKeys: readsKeys)
            case .refused(let reason):
                complain(reason, step: session.step, readsKeys: readsKeys)
            case .help:
                let rows = StepCommand.helpRows(indent: "", keys: readsKeys)
                screen.showMessage(rows.joined(separator: "\n"), tone: .info)
            case .quit:
                break loop
            case .typing(let prompt, let text):
                screen.showStatus(prompt + text.escapedForTerminal)
            case .blank:
                // On keys, a typed line may be on the status line: the count takes its place again.
                if readsKeys {
                    drawCount(at: session.step)
                }
            case .ignored:
                break
            case .resumed:
                screen.redraw()
            }
        }
        screen.finish()
    }

    /// Shows `step`: a note if there is one, its number, its action and what it changed, then the count.
    private func show(_ step: Int, note: String?, readsKeys: Bool) {
        if let note {
            screen.showMessage(note, tone: .log)
        }
        let keysHint = readsKeys ? " (? for keys)" : ""
        var lines = ["step \(step) of \(timeline.count)\(keysHint)"]
        lines += timeline.entry(at: step).split(separator: "\n").map(String.init)
        screen.showMessage(lines.joined(separator: "\n"), tone: .info)
        drawCount(at: step)
    }

    /// Draws the count at `step` with the counter's own view, on a Flux that starts from that step's state.
    private func drawCount(at step: Int) {
        let flux = Flux(state: timeline.state(at: step), mutation: .counter)
        CounterView(screen: screen, flux: flux).viewDidLoad()
    }

    /// Says why a command did nothing, with the way to the commands; on keys (where a typed line may be on the
    /// status line), the count at `step` is drawn again below.
    private func complain(_ message: String, step: Int, readsKeys: Bool) {
        screen.showMessage("\(message) (type help for the commands)", tone: .hint)
        if readsKeys {
            drawCount(at: step)
        }
    }

    /// The help's section on `--step`, from TerminalKit's vocabulary.
    nonisolated static var helpSection: String {
        """
        STEPPING THROUGH A RECORDING (--replay FILE --step):
        Opens the recording at its first step: the step's number, its action and what it changed (as Prex's
        debug log writes them), then the count as it was after it. Commands, a line each (piped input) or keys
        (on a terminal, no Enter needed but after a number or a text):
        \(StepCommand.helpRows(indent: "  ", keys: true).joined(separator: "\n"))
        At either end, for a step that is not there, for a find that matches nothing, or for a line that is not
        a command, the step stays and one hint line says why. The exit statuses are --replay's: 0 at quit and at
        the end of the input, 65 or 66 for a file --replay refuses (nothing shown). With --json, each step
        prints as one line, {"step":N,"action":"NAME","changed":["- PATH: OLD","+ PATH: NEW"]}, and the
        program exits.
        """
    }
}
