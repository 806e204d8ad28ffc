import TerminalKit

/// The interactive prompt, a line at a time: piped input, or a terminal that takes no escape codes.
@MainActor
package struct LinePromptRun {
    private let context: RunContext

    /// Creates the run.
    package init(context: RunContext) {
        self.context = context
    }

    /// Runs the prompt on `lines` until `quit` or the end of the input. While the app asks (its alert,
    /// "Unstar NAME?"), a line is the answer (``PromptSession/answer(_:)``); the end of the input cancels it.
    ///
    /// - Parameters:
    ///   - lines: The lines typed (``Input/line(_:)``; other inputs are ignored), in the batches they were
    ///     read in (TerminalKit's `InputThread`).
    ///   - showsPrompt: Whether to print a prompt before each line (when the input is a terminal).
    /// - Returns: 0 at `quit`; `nil` at the end of the input (whose reader knows whether it ended well).
    package func run(lines: AsyncStream<[Input]>, showsPrompt: Bool) async -> ExitStatus? {
        let session = PromptSession(context: context, searchesAsYouType: false)
        let console = context.console
        if let query = context.options.query {
            _ = await session.perform(.search(query))
        } else if showsPrompt {
            console.line("Type a query to search GitHub repositories, help for the commands, quit to leave.")
        }
        if showsPrompt { console.prompt(session.promptText) }
        for await batch in lines {
            for case .line(let line) in batch {
                if session.alert != nil {
                    // The app asks (Unstar NAME?): the line is the answer, not a command.
                    session.answer(line)
                    if showsPrompt { console.prompt(session.promptText) }
                    continue
                }
                do {
                    guard await session.perform(try InteractiveCommand.parse(line)) else { return .success }
                } catch {
                    session.complain(error.message)
                }
                if showsPrompt { console.prompt(session.promptText) }
            }
        }
        // Ctrl-D at the prompt: the shell's prompt that follows starts a line of its own.
        if showsPrompt { console.line() }
        // An alert still asking when the input ends is cancelled, as Cancel does.
        session.dismissAlert()
        return nil
    }
}
