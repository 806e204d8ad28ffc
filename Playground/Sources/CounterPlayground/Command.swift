import TerminalKit

/// What the user asked the counter to do.
enum Command: Equatable {
    case increment
    case decrement
    case reset
    case undo
    case redo
    case quit

    /// Reads a command from a key or a line, or returns `nil` for anything else.
    ///
    /// Keys: `+`, `-`, `r`, `u` (undo), `U` or `y` (redo), `q`; Ctrl-C and Ctrl-D quit too, since raw mode turns them
    /// into plain bytes. Lines, with surrounding spaces and case ignored: `+`, `-`, `reset` (or `r`), `undo` (or `u`),
    /// `redo` (or `y`), `quit` (or `q`).
    init?(_ input: Input) {
        switch input {
        case .key(let key):
            switch key {
            case .character("+"): self = .increment
            case .character("-"): self = .decrement
            case .character("r"): self = .reset
            case .character("u"): self = .undo
            case .character("U"), .character("y"): self = .redo
            case .character("q"), .controlC, .controlD: self = .quit
            default: return nil
            }

        case .line(let text):
            let words = text.lowercased().split(whereSeparator: \.isWhitespace)
            switch words.count == 1 ? words[0] : "" {
            case "+": self = .increment
            case "-": self = .decrement
            case "reset", "r": self = .reset
            case "undo", "u": self = .undo
            case "redo", "y": self = .redo
            case "quit", "q": self = .quit
            default: return nil
            }

        case .resumed:
            return nil
        }
    }
}
