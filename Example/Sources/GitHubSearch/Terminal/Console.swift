import Prex
import PrexDump
import TerminalKit

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Where the screens write: standard output for results, standard error for errors and progress.
///
/// Knows what the output can show: the width to fit lines to (read at each use, so a resized terminal is
/// followed), whether escape codes are allowed (TerminalKit's `ColorRule`), and whether progress may be
/// drawn. At the search-as-you-type prompt it keeps the line being typed below everything printed, cut to
/// one row of the terminal, with the progress of the search after it, and can erase what was printed since
/// a mark (the results of the query before). Main actor only.
@MainActor
package final class Console {
    /// The line being typed at the search-as-you-type prompt: the prompt, then the text.
    package struct TypedLine: Equatable, Sendable {
        /// The prompt before the text, such as `search> `.
        package var prompt: String
        /// The text typed, control characters spelled out.
        package var text: String

        /// Creates a typed line.
        package init(prompt: String, text: String) {
            self.prompt = prompt
            self.text = text
        }
    }

    /// Columns available for a line, now.
    package var width: Int { widthNow() }
    /// Whether escape codes (styles, redrawing in place) may be written to standard output.
    package let usesColor: Bool
    /// Whether a spinner may be drawn on standard error.
    package let showsProgress: Bool
    /// The line being typed at the search-as-you-type prompt, kept below everything printed, or `nil` when
    /// there is none. Setting it redraws it; setting `nil` clears it from the screen.
    package var typedLine: TypedLine? {
        didSet {
            if typedLine != nil {
                writeOutput(ANSI.clearLine + bottomLine)
            } else if oldValue != nil {
                writeOutput(ANSI.clearLine)
            }
        }
    }
    private var progressText: String?
    /// The rows printed since ``markResults()``, or `nil` when nothing is marked.
    private var rowsSinceMark: Int?
    private let widthNow: () -> Int
    private let writeOutput: (String) -> Void
    private let writeError: (String) -> Void

    /// Creates a console writing through the given functions (tests capture the text this way).
    ///
    /// - Parameters:
    ///   - width: Returns the columns available now.
    ///   - usesColor: Whether escape codes may be written to the output.
    ///   - showsProgress: Whether a spinner may be drawn.
    ///   - writeOutput: Writes to standard output.
    ///   - writeError: Writes to standard error.
    package init(
        width: @escaping () -> Int, usesColor: Bool, showsProgress: Bool,
        writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void
    ) {
        widthNow = width
        self.usesColor = usesColor
        self.showsProgress = showsProgress
        self.writeOutput = writeOutput
        self.writeError = writeError
    }

    /// Creates a console of a fixed width.
    package convenience init(
        width: Int, usesColor: Bool, showsProgress: Bool,
        writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void
    ) {
        self.init(
            width: { width }, usesColor: usesColor, showsProgress: showsProgress, writeOutput: writeOutput,
            writeError: writeError)
    }

    /// A console on the process's standard output and standard error, with TerminalKit's rules for
    /// writing, width and colour.
    package static func standard(environment: [String: String]) -> Console {
        Console(
            width: { TerminalWidth.columns(of: STDOUT_FILENO, environment: environment) },
            usesColor: ColorRule.allowsEscapes(on: STDOUT_FILENO, environment: environment),
            showsProgress: ColorRule.allowsEscapes(on: STDERR_FILENO, environment: environment),
            writeOutput: Output.stdout.write,
            writeError: Output.stderr.write
        )
    }

    /// Writes a line to standard output.
    package func line(_ text: String = "") {
        count(text)
        if typedLine != nil {
            writeOutput(ANSI.clearLine + text + "\n" + bottomLine)
        } else {
            writeOutput(text + "\n")
        }
    }

    /// Writes a prompt to standard output, without a line break.
    package func prompt(_ text: String) {
        writeOutput(text)
    }

    /// Writes `error: message` as a line to standard error, with any control character in `message` spelled
    /// out (messages quote what was typed).
    package func error(_ message: String) {
        if typedLine != nil { writeOutput(ANSI.clearLine) }
        if showsProgress {
            // Standard error is a terminal too: the line shows among the rows printed.
            count("error: " + message.escapedForTerminal)
        }
        writeError(styled("error:", .red) + " " + message.escapedForTerminal + "\n")
        if typedLine != nil { writeOutput(bottomLine) }
    }

    /// Writes a usage error as the command line's errors are written, one line on standard error, such as
    /// `github-search: --page 5 is past the last page (the last is 4) (see 'github-search --help')`.
    package func usageError(_ message: String) {
        writeError(Options.commandLine.usageLine(for: UsageError(message)))
    }

    /// Shows `text` as the progress line, or clears it for `nil`. Does nothing unless ``showsProgress``.
    ///
    /// At the search-as-you-type prompt the progress follows the typed line, on its row; otherwise it has a
    /// row of its own on standard error. Either way it is cut to the width.
    package func progress(_ text: String?) {
        guard showsProgress else { return }
        progressText = text
        if typedLine != nil {
            writeOutput(ANSI.clearLine + bottomLine)
        } else {
            writeError("\r" + ANSI.clearToEndOfLine + (text ?? "").prefix(fittingColumns: width - 1))
        }
    }

    /// Starts counting the rows printed from here on, for ``eraseResults()``. Does nothing unless ``usesColor``.
    package func markResults() {
        rowsSinceMark = usesColor ? 0 : nil
    }

    /// Erases from the screen what was printed since ``markResults()`` and stops counting: the cursor goes up
    /// that many rows (the top of the screen stops it; the rows scrolled off stay in the scrollback), and
    /// everything below is cleared, the typed line then drawn again. Does nothing without a mark.
    package func eraseResults() {
        guard let rows = rowsSinceMark else { return }
        rowsSinceMark = nil
        writeOutput(ANSI.clearLine + ANSI.cursorUp(rows) + ANSI.clearToEndOfScreen + bottomLine)
    }

    /// Adds the rows `text` takes, at the width now, to those counted since the mark.
    private func count(_ text: String) {
        guard let rows = rowsSinceMark else { return }
        let columns = max(width, 1)
        rowsSinceMark =
            rows
            + text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { sum, line in
                sum + max((String(line).withoutStyles.columns + columns - 1) / columns, 1)
            }
    }

    /// Draws the typed line again, as after the terminal was resized.
    package func redraw() {
        if typedLine != nil {
            writeOutput(ANSI.clearLine + bottomLine)
        }
    }

    /// `text` in an ANSI style when ``usesColor``, otherwise as it is.
    package func styled(_ text: String, _ style: ANSI.Style) -> String {
        usesColor ? ANSI.styled(text, style) : text
    }

    /// The typed line, then the progress, on one row (one column is left for the cursor), with the cursor
    /// put back at the end of the text typed. The start of a long text is cut, so the end being typed shows.
    private var bottomLine: String {
        guard let typedLine else { return "" }
        let available = width - 1
        let progress = progressText.map { "  " + $0 }.map { $0.prefix(fittingColumns: available / 2) } ?? ""
        let room = available - typedLine.prompt.columns - progress.columns
        let text = typedLine.text.suffix(fittingColumns: max(room, 0))
        return typedLine.prompt + text + styled(progress, .dim) + ANSI.cursorLeft(progress.columns)
    }
}

extension String {
    /// The string without the style sequences ``Console/styled(_:_:)`` adds (`ESC [ … m`), as it shows.
    fileprivate var withoutStyles: String {
        var result = ""
        var inSequence = false
        for character in self {
            if inSequence {
                inSequence = character != "m"
            } else if character == "\u{1B}" {
                inSequence = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
