/// One line typed at the interactive prompt.
public enum InteractiveCommand: Equatable, Sendable {
    /// Search for this text.
    case search(String)
    /// Load the next page.
    case nextPage
    /// Show the details of the result with this rank.
    case open(Int)
    /// Leave the detail screen.
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
    public struct ParseError: Error, Equatable {
        /// What is wrong, such as "open needs a result number".
        public let message: String

        /// Creates an error with a one-line reason.
        public init(message: String) {
            self.message = message
        }
    }

    /// Parses a line. Lines starting with `:` or `/` are commands that must exist; other lines that are not
    /// a command word are queries.
    public static func parse(_ line: String) throws(ParseError) -> InteractiveCommand {
        let text = line.trimmingWhitespace()
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = words.first?.lowercased() else { return .nothing }
        switch first {
        case "n", "more", "next": return words.count == 1 ? .nextPage : .search(text)
        case "back", "b": return words.count == 1 ? .back : .search(text)
        case "retry": return words.count == 1 ? .retry : .search(text)
        case "help", "?": return .help
        case "quit", "q", "exit": return .quit
        case "open":
            guard words.count == 2 else { throw ParseError(message: "open needs one result number, as in: open 3") }
            guard let rank = Int(words[1]), rank >= 1 else {
                throw ParseError(message: "'\(words[1])' is not a result number (1 or more)")
            }
            return .open(rank)
        default:
            if first.hasPrefix(":") || first.hasPrefix("/") {
                throw ParseError(message: "unknown command '\(words[0])'")
            }
            return .search(text)
        }
    }
}
