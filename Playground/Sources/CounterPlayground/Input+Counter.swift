import TerminalKit

extension Input {
    /// Whether the input means nothing and deserves no hint: an empty line, Return, a space, a resume.
    var isBlank: Bool {
        switch self {
        case .line(let text): text.allSatisfy(\.isWhitespace)
        case .key(let key): key == .enter || key == .character(" ")
        case .resumed: true
        }
    }

    /// Whether the input is a key that sends an escape sequence (an arrow, a function key, Alt with a key):
    /// the counter binds none, and ignores them without a hint.
    var isEscapeSequence: Bool {
        if case .key(.escape) = self { return true }
        return false
    }

    /// What to tell the user when the input is not a ``Command``; a line is quoted with its control characters
    /// spelled out, so that it cannot restyle the terminal or put escape codes in plain output.
    var hint: String {
        switch self {
        case .line(let text):
            "unknown command \(text.echoed(between: "\"", and: "\"").escapedForTerminal): use +, -, undo, redo, reset or quit"
        case .key, .resumed: "unknown key: press + or -, u to undo, U to redo, r to reset, q to quit"
        }
    }
}
