#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where the screens write: standard output for results, standard error for errors and progress.
///
/// Knows what the output can show: the width to cut lines to, whether ANSI styles are allowed (a
/// terminal, and no `NO_COLOR`), and whether progress may be drawn (standard error is a terminal).
@MainActor
public final class Console {
    /// Columns available for a line.
    public let width: Int
    /// Whether ANSI styles may be used on standard output.
    public let usesColor: Bool
    /// Whether a spinner may be drawn on standard error.
    public let showsProgress: Bool
    /// The line being typed at the search-as-you-type prompt, kept below everything printed, or `nil` when
    /// there is none. Setting it redraws it; setting `nil` clears it from the screen.
    public var typedLine: String? {
        didSet {
            if let typedLine {
                writeOutput("\r\u{1B}[2K" + typedLine)
            } else if oldValue != nil {
                writeOutput("\r\u{1B}[2K")
            }
        }
    }
    private let writeOutput: (String) -> Void
    private let writeError: (String) -> Void

    /// Creates a console writing through the given functions (tests capture the text this way).
    public init(
        width: Int, usesColor: Bool, showsProgress: Bool,
        writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void
    ) {
        self.width = width
        self.usesColor = usesColor
        self.showsProgress = showsProgress
        self.writeOutput = writeOutput
        self.writeError = writeError
    }

    /// A console on the process's standard output and standard error.
    public static func standard(environment: [String: String]) -> Console {
        let outputIsTerminal = isatty(STDOUT_FILENO) == 1
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Console(
            width: terminalWidth(environment: environment, isTerminal: outputIsTerminal),
            usesColor: outputIsTerminal && !noColor,
            showsProgress: isatty(STDERR_FILENO) == 1 && !noColor,
            writeOutput: { text in write(text, to: STDOUT_FILENO) },
            writeError: { text in write(text, to: STDERR_FILENO) }
        )
    }

    /// Writes a line to standard output.
    public func line(_ text: String = "") {
        if let typedLine {
            writeOutput("\r\u{1B}[2K" + text + "\n" + typedLine)
        } else {
            writeOutput(text + "\n")
        }
    }

    /// Writes a prompt to standard output, without a line break.
    public func prompt(_ text: String) {
        writeOutput(text)
    }

    /// Writes `error: message` as a line to standard error, with any control character in `message` spelled
    /// out (messages quote what was typed).
    public func error(_ message: String) {
        if typedLine != nil { writeOutput("\r\u{1B}[2K") }
        writeError(styled("error:", .red) + " " + message.escapingControlCharacters + "\n")
        if let typedLine { writeOutput(typedLine) }
    }

    /// Replaces the progress line on standard error with `text`, or clears it for `nil`. Does nothing
    /// unless ``showsProgress``.
    public func progress(_ text: String?) {
        guard showsProgress else { return }
        writeError("\r\u{1B}[K" + (text ?? ""))
        if text == nil, let typedLine { writeOutput(typedLine) }
    }

    /// `text` in an ANSI style when ``usesColor``, otherwise as it is.
    public func styled(_ text: String, _ style: Style) -> String {
        usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// ANSI styles the screens use.
    public enum Style: String {
        case bold = "1"
        case dim = "2"
        case yellow = "33"
        case cyan = "36"
        case red = "31"
    }

    /// Writes all of `text` to a file descriptor, retrying short writes. A closed pipe (`EPIPE`, with
    /// `SIGPIPE` ignored) ends the process quietly with status 0: the reader has all it wanted.
    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Darwin)
                Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #elseif canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                Musl.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                // `_exit`, not `exit`: other threads (the stdin reader, tasks) are still running, and
                // process-exit handlers must not run under them.
                _exit(errno == EPIPE ? 0 : 1)
            }
            bytes = bytes.dropFirst(written)
        }
    }

    private static func terminalWidth(environment: [String: String], isTerminal: Bool) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns >= 40 {
            return columns
        }
        if isTerminal {
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 40 {
                return Int(size.ws_col)
            }
        }
        return 100
    }
}
