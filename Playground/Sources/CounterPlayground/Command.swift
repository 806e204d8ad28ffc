/// What the user asked the counter to do.
enum Command: Equatable {
    case increment
    case decrement
    case reset
    case quit

    /// Reads a command from a key or a line, or returns `nil` for anything else.
    ///
    /// Keys: `+`, `-`, `r`, `q`; Ctrl-C and Ctrl-D quit too, since raw mode turns them into plain bytes.
    /// Lines, with surrounding spaces and case ignored: `+`, `-`, `reset` (or `r`), `quit` (or `q`).
    init?(_ input: Input) {
        switch input {
        case .key(let byte):
            switch byte {
            case UInt8(ascii: "+"): self = .increment
            case UInt8(ascii: "-"): self = .decrement
            case UInt8(ascii: "r"): self = .reset
            case UInt8(ascii: "q"), Command.controlC, Command.controlD: self = .quit
            default: return nil
            }

        case .line(let text):
            let words = text.lowercased().split(whereSeparator: \.isWhitespace)
            switch words.count == 1 ? words[0] : "" {
            case "+": self = .increment
            case "-": self = .decrement
            case "reset", "r": self = .reset
            case "quit", "q": self = .quit
            default: return nil
            }
        }
    }

    /// The byte Ctrl-C sends when the terminal does not turn it into SIGINT.
    static let controlC: UInt8 = 0x03
    /// The byte Ctrl-D sends when the terminal does not turn it into end of input.
    static let controlD: UInt8 = 0x04
}
