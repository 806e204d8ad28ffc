/// The input side of a step-by-step inspector of a recorded session, the same in every program that inspects a
/// Prex `Timeline`: it owns the ``StepCursor``, the ``StepKeys`` and the timeline's ``StepCursor/Search``, and turns
/// each ``Input`` into one ``Reaction`` for the program to draw.
///
/// A line (a pipe) is read with the cursor's words (``StepCursor/command(parsing:)``); a key goes through the
/// keys, and a line typed on them (a number, a text) is read the same way when Enter ends it. The command then
/// runs on the cursor. What the program shows for each reaction (a step, a complaint, a prompt) is its own.
/// Any thread, one input at a time; each input costs what the cursor's command costs (O(1) but `find`).
package struct StepSession {
    /// What the program does for one input.
    package enum Reaction: Equatable, Sendable {
        /// Show this step (it may be the one shown already), after the note when there is one, such as a find
        /// that started again from the first step.
        case show(step: Int, note: String?)
        /// The step stays, and this line says why: a command that cannot move (at an end, a step that is not
        /// there, a find that matches nothing), or a line that is not a command, such as "unknown command 'nxt'".
        case refused(String)
        /// List the commands (``StepCommand/helpRows(indent:keys:)``).
        case help
        /// Leave: `quit`, `q`, Ctrl-C or Ctrl-D.
        case quit
        /// A line is being typed on keys: show the prompt (such as `jump to step: `) and the text so far, as typed
        /// (escape it to print it).
        case typing(prompt: String, text: String)
        /// Nothing to run: a blank line, or a line being typed on keys was dropped (Escape, Backspace on an empty
        /// line). The step stays.
        case blank
        /// A key that does nothing.
        case ignored
        /// The program was continued after a stop: redraw the screen.
        case resumed
    }

    private var cursor: StepCursor
    private var keys = StepKeys()
    private let search: StepCursor.Search

    /// A session at the first of `steps` (such as 1 to the timeline's count), finding with `search`.
    package init(steps: ClosedRange<Int>, search: StepCursor.Search) {
        cursor = StepCursor(steps: steps)
        self.search = search
    }

    /// The step shown.
    package var step: Int { cursor.step }

    /// Reads `input` and runs the command it makes, if any.
    package mutating func react(to input: Input) -> Reaction {
        switch input {
        case .line(let line):
            return run(line)
        case .key(let key):
            switch keys.handle(key) {
            case .command(let command):
                return perform(command)
            case .typing(let prompt, let text):
                return .typing(prompt: prompt, text: text)
            case .entered(let line):
                return run(line)
            case .cancelled:
                return .blank
            case .ignored:
                return .ignored
            }
        case .resumed:
            return .resumed
        }
    }

    /// Parses `line` and runs its command; a line that is not one is refused with the parser's message.
    private mutating func run(_ line: String) -> Reaction {
        do {
            guard let command = try cursor.command(parsing: line) else { return .blank }
            return perform(command)
        } catch {
            return .refused(error.message)
        }
    }

    private mutating func perform(_ command: StepCommand) -> Reaction {
        switch cursor.perform(command, search: search) {
        case .show(let note): .show(step: cursor.step, note: note)
        case .refused(let reason): .refused(reason)
        case .help: .help
        case .quit: .quit
        }
    }
}
