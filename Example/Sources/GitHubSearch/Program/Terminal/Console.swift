import Prex
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
/// a mark (the results of the query before). It draws a clean screen at any width from one column up, also
/// after the terminal narrowed and re-wrapped what was drawn wider (as tmux and most terminals do): the rows
/// a line takes are counted at the width of the moment they are erased, not the width they were printed at.
/// Main actor only.
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
                writeOutput(erasingBottomLine() + drawBottomLine())
            } else if oldValue != nil {
                writeOutput(erasingBottomLine())
            }
        }
    }
    private var progressText: String?
    /// The columns of each line printed since ``markResults()``, or `nil` when nothing is marked. Rows are
    /// counted from them at the width of the moment: a terminal re-wraps its lines when it narrows.
    private var linesSinceMark: [Int]?
    /// How many columns of the bottom line (the typed line) were drawn before the cursor, 0 when none is drawn.
    private var bottomCursorColumn = 0
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

    /// A console that writes where this one does, at its width and with its colours, but draws no progress:
    /// for screens printed whole from a state that may be loading (`--step`), where a spinner would never stop.
    package func withoutProgress() -> Console {
        Console(
            width: widthNow, usesColor: usesColor, showsProgress: false, writeOutput: writeOutput,
            writeError: writeError)
    }

    /// Writes a line to standard output.
    package func line(_ text: String = "") {
        count(text)
        if typedLine != nil {
            writeOutput(erasingBottomLine() + text + "\n" + drawBottomLine())
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
        if typedLine != nil { writeOutput(erasingBottomLine()) }
        if showsProgress {
            // Standard error is a terminal too: the line shows among the rows printed.
            count("error: " + message.escapedForTerminal)
        }
        writeError(styled("error:", .red) + " " + message.escapedForTerminal + "\n")
        if typedLine != nil { writeOutput(drawBottomLine()) }
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
            writeOutput(erasingBottomLine() + drawBottomLine())
        } else {
            writeError("\r" + ANSI.clearToEndOfLine + (text ?? "").prefix(fittingColumns: width - 1))
        }
    }

    /// Starts counting the rows printed from here on, for ``eraseResults()``. Does nothing unless ``usesColor``.
    package func markResults() {
        linesSinceMark = usesColor ? [] : nil
    }

    /// Erases from the screen what was printed since ``markResults()`` and stops counting: the cursor goes up
    /// that many rows (the top of the screen stops it; the rows scrolled off stay in the scrollback), and
    /// everything below is cleared, the typed line then drawn again. Does nothing without a mark.
    package func eraseResults() {
        guard let lines = linesSinceMark else { return }
        linesSinceMark = nil
        let columns = max(width, 1)
        let rows = lines.reduce(0) { $0 + max(($1 + columns - 1) / columns, 1) }
        writeOutput(erasingBottomLine() + ANSI.cursorUp(rows) + ANSI.clearToEndOfScreen + drawBottomLine())
    }

    /// Adds the columns of each line of `text` to the lines counted since the mark.
    private func count(_ text: String) {
        guard linesSinceMark != nil else { return }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            linesSinceMark?.append(String(line).withoutStyles.columns)
        }
    }

    /// Draws the typed line again, as after the terminal was resized.
    package func redraw() {
        if typedLine != nil {
            writeOutput(erasingBottomLine() + drawBottomLine())
        }
    }

    /// Takes the cursor to the start of the bottom line's first row as the terminal shows it now (after a
    /// narrowing re-wrapped it, a row up for each width of columns before the cursor) and erases from there to
    /// the end of the screen, where nothing but the bottom line is. Just a line's start when none is drawn.
    private func erasingBottomLine() -> String {
        let rowsAbove = bottomCursorColumn > 0 ? (bottomCursorColumn - 1) / max(width, 1) : 0
        bottomCursorColumn = 0
        return ANSI.cursorUp(rowsAbove) + "\r" + ANSI.clearToEndOfScreen
    }

    /// `text` in an ANSI style when ``usesColor``, otherwise as it is.
    package func styled(_ text: String, _ style: ANSI.Style) -> String {
        usesColor ? ANSI.styled(text, style) : text
    }

    /// The typed line, then the progress, on one row (one column is left for the cursor), with the cursor
    /// put back at the end of the text typed; records where the cursor is, for ``erasingBottomLine()``. The
    /// start of a long text is cut, so the end being typed shows; on a terminal too narrow for the prompt and
    /// a character of text, the prompt goes, and the progress below 20 columns.
    private func drawBottomLine() -> String {
        guard let typedLine else { return "" }
        let available = max(width - 1, 0)
        let progress =
            available < 20 ? "" : progressText.map { ("  " + $0).prefix(fittingColumns: available / 2) } ?? ""
        let prompt = typedLine.prompt.columns + 2 <= available - progress.columns ? typedLine.prompt : ""
        let text = typedLine.text.suffix(fittingColumns: max(available - prompt.columns - progress.columns, 0))
        bottomCursorColumn = prompt.columns + text.columns
        return prompt + text + styled(progress, .dim) + ANSI.cursorLeft(progress.columns)
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
