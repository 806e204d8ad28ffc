/// Turns the bytes a terminal in raw mode sends into ``Key``s: a pure state machine, one byte at a time.
///
/// Escape sequences are decoded whole, so that no part of one is taken for typed text: CSI (`ESC [`
/// parameters, then a final byte from `@` to `~`: arrows, Page Down, F5 and up), SS3 (`ESC O` and one byte:
/// F1 to F4, arrows and Home in application mode), and the string sequences OSC, DCS, SOS, PM and APC
/// (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _`, ending at BEL or `ESC \`), whose text is skipped, however
/// long, without being kept. ESC followed by a printable key is that key with Alt. UTF-8 characters are put
/// together from their bytes; a byte that cannot be UTF-8 is U+FFFD. Memory is bounded: at most 32 bytes of
/// a sequence are kept. An ESC that nothing follows in time is a lone Escape: the reader says so with
/// ``flush()``.
package struct KeyDecoder: Sendable {
    private enum Phase: Sendable {
        case ground
        case escape
        case controlSequence
        case singleShift
        case string(sawEscape: Bool)
    }

    private var phase = Phase.ground
    private var sequence: [UInt8] = []
    private var utf8: [UInt8] = []

    private static let longestSequence = 32

    /// A decoder waiting for the first byte of a key.
    package init() {}

    /// Whether the bytes taken so far may be the start of an escape sequence that more bytes would finish:
    /// an ESC, or an `ESC [` or `ESC O` sequence without its final byte. A reader that gets no more bytes
    /// within a short timeout ends it with ``flush()`` (a lone Escape), as terminals and readline do. A
    /// string sequence (a title report) is not included: its terminator is always sent.
    package var isAwaitingSequence: Bool {
        switch phase {
        case .escape, .controlSequence, .singleShift: true
        case .ground, .string: false
        }
    }

    /// Ends the sequence begun, when ``isAwaitingSequence``: an ESC alone is the Escape key
    /// (``Key/escape(_:)`` with no text); `ESC [` or `ESC O` without a final byte is the key it began, as
    /// much of it as arrived. Returns no key otherwise.
    package mutating func flush() -> [Key] {
        guard isAwaitingSequence else { return [] }
        phase = .ground
        return [finishSequence()]
    }

    /// Takes one byte; returns the keys it completes: none while a key is incomplete, one mostly, two when
    /// it cuts a UTF-8 character short (U+FFFD, then the key it starts).
    package mutating func decode(_ byte: UInt8) -> [Key] {
        if !utf8.isEmpty, case .ground = phase {
            return continueCharacter(byte)
        }
        return decodeOne(byte).map { [$0] } ?? []
    }

    private mutating func decodeOne(_ byte: UInt8) -> Key? {
        switch phase {
        case .ground:
            return ground(byte)
        case .escape:
            return afterEscape(byte)
        case .controlSequence:
            if (0x20...0x3F).contains(byte) {
                keep(byte)
                return nil
            }
            phase = .ground
            guard (0x40...0x7E).contains(byte) else { return ground(byte) }
            keep(byte)
            return finishSequence()
        case .singleShift:
            phase = .ground
            guard (0x20...0x7E).contains(byte) else { return ground(byte) }
            keep(byte)
            return finishSequence()
        case .string(let sawEscape):
            if byte == 0x07 || (sawEscape && byte == UInt8(ascii: "\\")) {
                phase = .ground
                return finishSequence()
            }
            phase = .string(sawEscape: byte == 0x1B)
            return nil
        }
    }

    private mutating func ground(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x1B:
            phase = .escape
            return nil
        case 0x0D, 0x0A:
            return .enter
        case 0x7F, 0x08:
            return .backspace
        case 0x00..<0x20:
            return .control(byte)
        case 0x20..<0x80:
            return .character(Character(Unicode.Scalar(byte)))
        case 0xC2...0xF4:
            utf8 = [byte]
            return nil
        default:
            return .character("\u{FFFD}")
        }
    }

    private mutating func afterEscape(_ byte: UInt8) -> Key? {
        sequence = [byte]
        switch byte {
        case UInt8(ascii: "["):
            phase = .controlSequence
        case UInt8(ascii: "O"):
            phase = .singleShift
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            phase = .string(sawEscape: false)
        case 0x20...0x7E:
            phase = .ground
            return finishSequence()
        default:
            // ESC then a control key or a non-ASCII byte: the ESC alone means nothing here.
            phase = .ground
            sequence = []
            return ground(byte)
        }
        return nil
    }

    private mutating func keep(_ byte: UInt8) {
        if sequence.count < Self.longestSequence {
            sequence.append(byte)
        }
    }

    private mutating func finishSequence() -> Key {
        defer { sequence = [] }
        return .escape(String(decoding: sequence, as: UTF8.self))
    }

    private mutating func continueCharacter(_ byte: UInt8) -> [Key] {
        guard (0x80...0xBF).contains(byte) else {
            // The character was cut short: it is not UTF-8, and this byte starts what comes next.
            utf8 = []
            return [.character("\u{FFFD}")] + (decodeOne(byte).map { [$0] } ?? [])
        }
        utf8.append(byte)
        let lead = utf8[0]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard utf8.count == length else { return [] }
        defer { utf8 = [] }
        let text = String(decoding: utf8, as: UTF8.self)
        return [text.count == 1 ? .character(text[text.startIndex]) : .character("\u{FFFD}")]
    }
}
