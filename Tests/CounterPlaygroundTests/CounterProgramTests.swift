import TerminalKit
import Testing

@testable import CounterPlayground

/// The program's loop, in process: inputs in, screen text out.
@MainActor
struct CounterProgramTests {
    private static func run(_ inputs: [Input], verbose: Bool = false) -> String {
        let (screen, recording) = Screen.make(style: .plain)
        CounterProgram.run(reading: inputs.makeIterator(), on: screen, verbose: verbose)
        return recording.text
    }

    @Test func scriptedLinesDrawEachChange() {
        let output = Self.run([.line("+"), .line("+"), .line("-"), .line("bogus"), .line("reset"), .line("quit")])

        #expect(
            output == """
                count: 0
                count: 1
                count: 2
                count: 1
                unknown command "bogus": use +, -, undo, redo, reset or quit
                count: 0

                """
        )
    }

    @Test func verboseLogsEachDispatchedActionAfterItsRedraw() {
        let output = Self.run([.line("+"), .line("-"), .line("-"), .line("reset")], verbose: true)

        #expect(
            output == """
                count: 0
                count: 1
                action: increment
                count: 0
                action: decrement
                action: reset

                """
        )
    }

    @Test func undoAndRedoLinesTakeBackAndReplayChanges() {
        let lines = ["undo", "+", "+", "reset", "u", "undo", "redo", "+", "redo", "y"]

        let output = Self.run(lines.map(Input.line), verbose: true)

        // A redo after a new change has nothing to redo; an undo at the start nothing to undo: no redraw.
        #expect(
            output == """
                count: 0
                action: undo
                count: 1
                action: increment
                count: 2
                action: increment
                count: 0
                action: reset
                count: 2
                action: undo
                count: 1
                action: undo
                count: 2
                action: redo
                count: 3
                action: increment
                action: redo
                action: redo

                """
        )
    }

    @Test func undoAndRedoKeys() {
        let keys: [Key] = [.character("+"), .character("+"), .character("u"), .character("U"), .character("u")]
        let output = Self.run(keys.map(Input.key) + [.key(.character("y"))])

        #expect(output == "count: 0\ncount: 1\ncount: 2\ncount: 1\ncount: 2\ncount: 1\ncount: 2\n")
    }

    @Test func quitStopsReading() {
        let output = Self.run([.key(.character("q")), .key(.character("+"))])

        #expect(output == "count: 0\n")
    }

    @Test func aRunOfUnknownKeysGetsOneHintAndEscapeSequencesNone() {
        // Given an arrow key, Alt-+ and a stray letter, then a known key, then another stray letter
        let keys: [Key] = [.escape("[A"), .escape("+"), .character("x"), .character("+"), .character("x")]

        // When
        let output = Self.run(keys.map(Input.key))

        // Then the sequences do nothing (Alt-+ does not increment), the letters get one hint per run
        let hint = Input.key(.character("x")).hint
        #expect(output == "count: 0\n\(hint)\ncount: 1\n\(hint)\n")
    }

    @Test func everyUnknownLineGetsAHintAndBlankLinesNone() {
        let output = Self.run([.line("a"), .line(""), .line("b")])

        #expect(output == "count: 0\n\(Input.line("a").hint)\n\(Input.line("b").hint)\n")
    }
}
