import Foundation
import GitHubSearch
import TerminalKit
import Testing

/// The search-as-you-type console at every width, and after the terminal narrowed: the typed line fits one row,
/// and what is erased is counted in the rows the terminal shows now.
@MainActor
struct ConsoleWidthTests {
    /// A console of a width the test changes, as a resized terminal does, with everything it wrote.
    @MainActor private final class Terminal {
        var width = 100
        var output = ""

        func console() -> Console {
            Console(
                width: { [unowned self] in width }, usesColor: true, showsProgress: true,
                writeOutput: { [unowned self] in output += $0 }, writeError: { _ in })
        }

        /// What the last drawing of the bottom line shows: the text after the last erasure, without styles and
        /// cursor moves.
        var bottomRow: String {
            let drawn = output.components(separatedBy: ANSI.clearToEndOfScreen).last ?? ""
            var shown = ""
            var inSequence = false
            for character in drawn {
                if inSequence {
                    inSequence = !character.isLetter
                } else if character == "\u{1B}" {
                    inSequence = true
                } else {
                    shown.append(character)
                }
            }
            return shown
        }
    }

    @Test(arguments: 1...40)
    func theTypedLineAndItsProgressFitOneRowAtEveryWidth(width: Int) {
        let terminal = Terminal()
        terminal.width = width
        let console = terminal.console()

        console.typedLine = .init(prompt: "search> ", text: "swift language:swift stars:>1000")
        console.progress("searching “swift language:swift stars:>1000”…")

        #expect(terminal.bottomRow.columns <= width - 1, "\(terminal.bottomRow.debugDescription)")
        #expect(!terminal.bottomRow.contains("\n"))
        if width >= 12 {
            #expect(terminal.bottomRow.hasPrefix("search> "), "the prompt shows where it fits")
        }
    }

    @Test func aTypedLineReWrappedByANarrowingIsErasedFromItsFirstRow() {
        // Given 88 columns of typed line drawn on a terminal 100 wide
        let terminal = Terminal()
        let console = terminal.console()
        console.typedLine = .init(prompt: "search> ", text: String(repeating: "s", count: 80))

        // When the terminal narrows to 60, re-wrapping it over two rows, and it is drawn again
        terminal.width = 60
        terminal.output = ""
        console.redraw()

        // Then the cursor goes up to its first row before erasing, so no old row stays above
        #expect(terminal.output.hasPrefix(ANSI.cursorUp(1) + "\r" + ANSI.clearToEndOfScreen))
        #expect(terminal.bottomRow.columns <= 59)
    }

    @Test func resultsPrintedWiderAreErasedInTheRowsTheyTakeNow() {
        // Given three lines of 90 columns printed as results at 100 columns, each one row then
        let terminal = Terminal()
        let console = terminal.console()
        console.typedLine = .init(prompt: "search> ", text: "sw")
        console.markResults()
        for _ in 0..<3 {
            console.line(String(repeating: "r", count: 90))
        }

        // When the terminal narrows to 60, where each takes two rows, and the results are erased
        terminal.width = 60
        terminal.output = ""
        console.eraseResults()

        // Then six rows go
        #expect(terminal.output.contains(ANSI.cursorUp(6) + ANSI.clearToEndOfScreen))
    }
}
