import Dispatch
import Prex
import TerminalKit

/// The search-as-you-type prompt: a terminal in raw mode, searched at each key.
///
/// Each key that changes a line that is a query starts a search for it through the search screen's
/// presenter; the search waits a debounce first, and one superseded meanwhile never asks the service (one
/// already asked answers late and is ignored). Emptying the line key by key cancels the searches in flight and
/// clears the results; Ctrl-U cancels them and keeps the results, so that a command can be typed over them.
/// A line that may still become a command word (`o`, `op`, … for `open`; `s`, `st` for `star`) does not
/// search until Enter; Enter runs the line as the line prompt does, except that a query already searched
/// as it was typed is not searched again. Keys bound in the vocabulary (Ctrl-N, Page Down, Ctrl-T, Escape,
/// Ctrl-B, Ctrl-C, Ctrl-D) run their command at once. While the app asks (its alert, "Unstar NAME?"), Enter
/// answers with the line, Escape cancels, and the line searches nothing.
@MainActor
package struct TypeaheadRun {
    private let context: RunContext

    /// Creates the run.
    package init(context: RunContext) {
        self.context = context
    }

    /// Runs the prompt on `keys` until `quit`, Ctrl-C, Ctrl-D or the end of the input.
    ///
    /// Keys that arrive together (a paste: one batch of TerminalKit's `InputThread`) are one edit: the line
    /// is searched and redrawn once after them, so a paste costs its length, not its length squared, and a
    /// Ctrl-C after it is read as soon as it arrives.
    ///
    /// - Parameters:
    ///   - keys: The keys typed (``Input/key(_:)``; other inputs are ignored), in the batches they arrived in.
    ///   - debounceMilliseconds: How long each search waits for the next key before asking the service.
    /// - Returns: 0 at `quit`, Ctrl-C or Ctrl-D; `nil` at the end of the input (whose reader knows whether it
    ///   ended well).
    package func run(keys: AsyncStream<[Input]>, debounceMilliseconds: Int = 150) async -> ExitStatus? {
        let session = PromptSession(context: context, searchesAsYouType: true)
        let console = context.console
        let presenter = session.search.presenter
        if let query = context.options.query {
            _ = await session.perform(.search(query))
        } else {
            console.line("Type a query: results show as you type. Enter runs a command (try help).")
        }
        var line = TypedLine()
        var typed: (query: String, loading: Task<Void, Never>)?
        let resizes = TerminalWidth.watchResizes { console.redraw() }
        defer {
            resizes.cancel()
            console.typedLine = nil
        }
        func show() {
            console.typedLine = .init(prompt: session.promptText, text: line.text.escapedForTerminal)
        }
        /// After the line changed: clears the results when it is empty, or searches it as typed.
        func lineChanged() {
            // While the app asks (Unstar NAME?), the line is an answer: it searches nothing.
            guard session.alert == nil else { return show() }
            let text = line.text.trimmingWhitespace()
            if text.isEmpty, typed != nil || presenter.state.isLoading || !presenter.state.query.isEmpty {
                presenter.clear()
                typed = nil
            } else if Self.searchesAsTyped(text), case .search(let query)? = try? InteractiveCommand.parse(text),
                query != typed?.query
            {
                let page = context.options.page
                typed = (query, presenter.search(query, page: page, debounceMilliseconds: debounceMilliseconds))
            }
            show()
        }
        show()
        for await batch in keys {
            var edited = false
            for input in batch {
                guard case .key(let key) = input else {
                    // Continued after a stop: the shell may have drawn over the line.
                    if input == .resumed { console.redraw() }
                    continue
                }
                switch line.handle(key) {
                case .ignored:
                    continue
                case .edited:
                    edited = true
                case .cleared:
                    // A line cleared to type a command over the results (`open 3`): they stay; only the searches
                    // of the text that was there go.
                    edited = false
                    typed = nil
                    presenter.cancel()
                    show()
                case .command(let command) where session.alert != nil && command != .quit:
                    // While the app asks, Escape (back) cancels, as Cancel does; other keys' commands wait.
                    if command == .back { session.dismissAlert() }
                    show()
                case .command(let command):
                    if edited {
                        lineChanged()
                        edited = false
                    }
                    guard command != .quit else {
                        console.typedLine = nil
                        console.line(session.promptText + line.text.escapedForTerminal)
                        return .success
                    }
                    _ = await session.perform(command)
                    show()
                case .entered(let text):
                    edited = false
                    console.typedLine = nil
                    console.line(session.promptText + text.escapedForTerminal)
                    if session.alert != nil {
                        session.answer(text)
                        show()
                        continue
                    }
                    do {
                        let command = try InteractiveCommand.parse(text)
                        if case .search(let query) = command, let typed, typed.query == query,
                            presenter.state.query == query
                        {
                            await typed.loading.value
                        } else if await !session.perform(command) {
                            return .success
                        }
                    } catch {
                        session.complain(error.message)
                    }
                    typed = nil
                    show()
                }
            }
            if edited {
                lineChanged()
            }
        }
        session.dismissAlert()
        return nil
    }

    /// Whether a line is searched as it is typed: not while it is empty, still the start of a command word
    /// (`o`, `op`, … for `open`; `n`, `ne` for `next`), or an `open` command.
    package static func searchesAsTyped(_ text: String) -> Bool {
        let word = text.trimmingWhitespace().lowercased()
        guard !word.isEmpty else { return false }
        guard !word.contains(" "), !word.contains("\t") else { return !word.hasPrefix("open ") }
        return !CommandWord.allWords.contains { $0.hasPrefix(word) }
    }
}
