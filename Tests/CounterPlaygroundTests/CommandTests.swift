import TerminalKit
import Testing

@testable import CounterPlayground

struct CommandTests {
    @Test(
        arguments: [
            (Key.character("+"), Command.increment),
            (.character("-"), .decrement),
            (.character("r"), .reset),
            (.character("u"), .undo),
            (.character("U"), .redo),
            (.character("y"), .redo),
            (.character("q"), .quit),
            (.controlC, .quit),
            (.controlD, .quit),
        ]
    )
    func readsKeys(key: Key, expected: Command) {
        #expect(Command(.key(key)) == expected)
    }

    @Test(
        arguments: [
            ("+", Command.increment),
            ("-", .decrement),
            ("reset", .reset),
            ("r", .reset),
            ("undo", .undo),
            ("u", .undo),
            ("redo", .redo),
            ("y", .redo),
            (" Redo ", .redo),
            ("quit", .quit),
            ("q", .quit),
            ("  RESET\t", .reset),
        ]
    )
    func readsLines(line: String, expected: Command) {
        #expect(Command(.line(line)) == expected)
    }

    @Test(arguments: [
        Input.key(.character("x")), .key(.escape("+")), .key(.escape("[A")), .line("bogus"), .line("++"),
        .line("re set"), .line(""), .key(.character("Y")), .line("un do"),
    ])
    func rejectsAnythingElse(input: Input) {
        #expect(Command(input) == nil)
    }
}
