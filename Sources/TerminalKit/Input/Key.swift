/// One key pressed on a terminal in raw mode, decoded whole from the bytes it sends.
package enum Key: Equatable, Hashable, Sendable {
    /// A printable character (UTF-8 decoded; U+FFFD for bytes that are not UTF-8).
    case character(Character)
    /// Return or Enter (CR or LF).
    case enter
    /// Backspace (DEL or BS).
    case backspace
    /// Another control key, as its byte: `0x03` for Ctrl-C, `0x15` for Ctrl-U, `0x09` for Tab.
    case control(UInt8)
    /// A key that sends an escape sequence, without its ESC: `[A` (up), `[6~` (Page Down), `OP` (F1), `]` for
    /// any operating-system command (a title, whatever its text), `+` for Alt-+ (ESC then the key), and no
    /// text for the Escape key alone.
    case escape(String)

    /// Ctrl-B.
    package static let controlB = Key.control(0x02)
    /// Ctrl-T.
    package static let controlT = Key.control(0x14)
    /// Ctrl-C, which raw mode turns into a byte instead of SIGINT.
    package static let controlC = Key.control(0x03)
    /// Ctrl-D, which raw mode turns into a byte instead of the end of input.
    package static let controlD = Key.control(0x04)
    /// Ctrl-N.
    package static let controlN = Key.control(0x0E)
    /// Ctrl-Z, which raw mode turns into a byte instead of SIGTSTP; ``InputReader`` sends the SIGTSTP.
    package static let controlZ = Key.control(0x1A)
    /// Ctrl-U.
    package static let controlU = Key.control(0x15)
    /// The Escape key alone: an ESC that no other byte followed in time (``KeyDecoder/flush()``).
    package static let loneEscape = Key.escape("")
    /// Page Down (`ESC [ 6 ~`).
    package static let pageDown = Key.escape("[6~")
}
