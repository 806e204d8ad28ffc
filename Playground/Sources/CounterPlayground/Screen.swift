import TerminalKit

/// Where the counter draws: one status line that shows the state, and messages (the key hint, the action
/// log) that scroll above it.
///
/// With ``Style/ansi`` the status line is redrawn in place and the count is bold; with ``Style/plain``
/// every status and message is a line of its own, with no escape codes, so the output can be piped,
/// compared and read by scripts. Main actor only: the view and the program loop share it.
@MainActor
final class Screen {
    /// How output is drawn.
    enum Style: Equatable {
        /// One line per status and per message, no escape codes.
        case plain
        /// The status line is redrawn in place; colours and bold type. Only where TerminalKit's
        /// `ColorRule` allows escape codes.
        case ansi
    }

    /// What a message is, which sets its colour in ``Style/ansi``.
    enum Tone {
        /// Instructions; default colour.
        case info
        /// A line of the `--verbose` action log; dim.
        case log
        /// A hint after unknown input; yellow.
        case hint
    }

    /// How this screen draws.
    let style: Style
    private let write: (String) -> Void
    /// The status line on display (``Style/ansi`` only), to draw again below a message.
    private var status: String?

    /// Creates a screen that sends its text to `write`.
    ///
    /// - Parameters:
    ///   - style: Plain lines, or ANSI with a status line redrawn in place.
    ///   - write: Receives the text to output, escape codes included, in order.
    init(style: Style, write: @escaping (String) -> Void) {
        self.style = style
        self.write = write
    }

    /// Shows `text` as the status line, in place of the previous one.
    func showStatus(_ text: String) {
        switch style {
        case .plain:
            write(text + "\n")

        case .ansi:
            write(ANSI.clearLine + text)
            status = text
        }
    }

    /// Shows a message above the status line.
    func showMessage(_ text: String, tone: Tone) {
        switch style {
        case .plain:
            write(text + "\n")

        case .ansi:
            let styled =
                switch tone {
                case .info: text
                case .log: ANSI.styled(text, .dim)
                case .hint: ANSI.styled(text, .yellow)
                }
            write(ANSI.clearLine + styled + "\n" + (status ?? ""))
        }
    }

    /// Draws the status line again, in place (``Style/ansi`` only): after the program was continued from a
    /// stop, when the shell may have drawn over it.
    func redraw() {
        if let status {
            write(ANSI.clearLine + status)
        }
    }

    /// Returns `text` in bold type on an ANSI screen, unchanged on a plain one.
    func emphasized(_ text: String) -> String {
        style == .ansi ? ANSI.styled(text, .bold) : text
    }

    /// Ends the status line, so that whatever comes next (the shell prompt) starts on a line of its own.
    func finish() {
        if status != nil {
            write("\n")
            status = nil
        }
    }
}
