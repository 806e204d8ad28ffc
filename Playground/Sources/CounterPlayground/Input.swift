/// One piece of user input: a whole line from a pipe or file, or one key pressed on a terminal.
enum Input: Equatable {
    /// A line without its line ending.
    case line(String)
    /// A byte read from a terminal in raw mode.
    case key(UInt8)

    /// Whether the input means nothing and deserves no hint: an empty line, Return, a space.
    var isBlank: Bool {
        switch self {
        case .line(let text):
            text.allSatisfy(\.isWhitespace)

        case .key(let byte):
            byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: " ")
        }
    }

    /// What to tell the user when the input is not a ``Command``; a line is quoted with its control characters
    /// spelled out, so that it cannot restyle the terminal or put escape codes in plain output.
    var hint: String {
        switch self {
        case .line(let text):
            "unknown command \"\(text.escapingControlCharacters)\": use +, -, reset or quit"

        case .key:
            "unknown key: press + or -, r to reset, q to quit"
        }
    }
}
