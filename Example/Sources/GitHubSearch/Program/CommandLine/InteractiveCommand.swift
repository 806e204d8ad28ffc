import Foundation
import TerminalKit

/// One line typed at the interactive prompt.
package enum InteractiveCommand: Equatable, Sendable {
    /// Search for this text.
    case search(String)
    /// Load the next page.
    case nextPage
    /// Show the details of the result with this rank (of the starred repository at this position, on the
    /// starred list).
    case open(Int)
    /// Star or unstar the result with this rank (the starred repository at this position, on the starred
    /// list), or with no number the open repository.
    case star(Int?)
    /// Show the starred repositories.
    case starred
    /// Show the other repositories of the open repository's owner (a screen drilled from its detail).
    case owner
    /// Leave the screen on top (a drilled screen, the detail, the starred list).
    case back
    /// Load the failed page again.
    case retry
    /// List the commands.
    case help
    /// Leave.
    case quit
    /// An empty line: do nothing.
    case nothing

    /// A line that is not a valid command, with a one-line reason.
    package struct ParseError: Error, Equatable {
        /// What is wrong, such as "open needs a result number".
        package let message: String

        /// Creates an error with a one-line reason.
        package init(message: String) {
            self.message = message
        }
    }

    /// Parses a line with the ``CommandWord/vocabulary``. Lines starting with `:` or `/` are commands that
    /// must exist; other lines that are not a command word are queries. One rule for extra words: `open`
    /// takes exactly one result number, and every other command word followed by more words is a query
    /// (`next generation`, `help me`, `quit now`).
    package static func parse(_ line: String) throws(ParseError) -> InteractiveCommand {
        let text = line.trimmingWhitespace()
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = words.first?.lowercased() else { return .nothing }
        guard let entry = CommandWord.named(first) else {
            if first.hasPrefix(":") || first.hasPrefix("/") {
                throw ParseError(message: "unknown command \(words[0].echoed())")
            }
            return .search(text)
        }
        switch entry.command {
        case .open:
            guard words.count == 2 else { throw ParseError(message: "open needs one result number, as in: open 3") }
            // The command line's one rule for numbers: plain digits, so `open +3` is refused as `--page +3` is.
            do {
                return .open(try WholeNumber.parse(words[1], for: "open", in: 1...Int.max))
            } catch {
                throw ParseError(message: error.message)
            }
        case .star:
            // `star 3` stars result 3; `star` alone the open repository; `star wars` is a query.
            guard words.count > 1 else { return .star(nil) }
            guard words.count == 2, words[1].allSatisfy({ ("0"..."9").contains($0) }) else { return .search(text) }
            do {
                return .star(try WholeNumber.parse(words[1], for: "star", in: 1...Int.max))
            } catch {
                throw ParseError(message: error.message)
            }
        case let command:
            return words.count == 1 ? command : .search(text)
        }
    }

    /// The help's section on the prompt, from the vocabulary.
    static var helpSection: String {
        let table = CommandWord.helpRows(query: "search (any line that is not a command)", indent: "  ")
        return """
            INTERACTIVE COMMANDS (a line each, then Enter):
            \(table.joined(separator: "\n"))
            A command word followed by more words is a query (next generation, help me, quit now, star wars),
            except open, which takes one result number, and star, which may: the rank in the table's first column,
            on any page loaded since the search (after next, open 3 still opens result 3), or the position on the
            starred list while it shows (or on an owner's list). Numbers are plain digits, as on the command line.
            Screens stack: open, starred and owner put one on top, back takes it off; from a detail, owner drills to
            the owner's repositories, open N to one of them, and so on; a starred result shows a star before its stars.

            On a terminal (standard input and output, where escape codes are allowed: TERM set and not dumb, no
            NO_COLOR), the prompt searches as you type: each key that changes the query starts a new search (one
            still waiting out its short debounce never asks the service; a late answer to one already sent is
            ignored); emptying the line cancels them and clears the results. A line that may still become a
            command word (o, op, open N; n; re for retry; s, st for star) waits for Enter. Backspace deletes,
            Ctrl-U clears the line (the results stay), Ctrl-N or Page Down loads the next page, Ctrl-T shows the starred list,
            Escape or Ctrl-B goes back, Ctrl-C and Ctrl-D leave; other keys that send escape sequences (arrows,
            function keys) do nothing. A paste is one edit. Ctrl-Z suspends (fg resumes). The terminal is
            always restored. Piped input is read line by line.
            """
    }
}
