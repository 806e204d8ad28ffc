/// The line typed at the search-as-you-type prompt, edited one key (one byte of a terminal in raw mode) at a
/// time.
///
/// Printable characters (UTF-8 too) are appended; Backspace removes the last character; Ctrl-U clears the
/// line; Enter ends it; Ctrl-C and Ctrl-D leave. Other control keys, and escape sequences such as the arrow
/// keys, are ignored. A pure value: the program decides what each ``Event`` does.
public struct TypedLine: Equatable, Sendable {
    /// What a key did.
    public enum Event: Equatable, Sendable {
        /// The text changed.
        case edited
        /// Enter: the line as typed (the text is empty again).
        case entered(String)
        /// Ctrl-C or Ctrl-D: leave.
        case quit
        /// Nothing changed.
        case ignored
    }

    private enum Escape: Equatable, Sendable {
        case none, started, sequence
    }

    /// The text typed so far.
    public private(set) var text = ""
    /// The bytes of a UTF-8 character not complete yet.
    private var pending: [UInt8] = []
    private var escape = Escape.none

    /// Creates an empty line.
    public init() {}

    /// Applies one key.
    public mutating func handle(_ byte: UInt8) -> Event {
        switch escape {
        case .started:
            escape = byte == UInt8(ascii: "[") ? .sequence : .none
            return .ignored
        case .sequence:
            // A control sequence ends with a byte from `@` to `~`.
            if (0x40...0x7E).contains(byte) { escape = .none }
            return .ignored
        case .none:
            break
        }
        switch byte {
        case 0x03, 0x04:
            return .quit
        case 0x0D, 0x0A:
            defer { text = "" }
            pending = []
            return .entered(text)
        case 0x7F, 0x08:
            pending = []
            guard !text.isEmpty else { return .ignored }
            text.removeLast()
            return .edited
        case 0x15:
            pending = []
            guard !text.isEmpty else { return .ignored }
            text = ""
            return .edited
        case 0x1B:
            pending = []
            escape = .started
            return .ignored
        case 0x00..<0x20:
            return .ignored
        case 0x20..<0x80:
            pending = []
            text.append(Character(Unicode.Scalar(byte)))
            return .edited
        default:
            pending.append(byte)
            let lead = pending[0]
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            guard pending.count >= length else { return .ignored }
            text += String(decoding: pending, as: UTF8.self)
            pending = []
            return .edited
        }
    }
}
