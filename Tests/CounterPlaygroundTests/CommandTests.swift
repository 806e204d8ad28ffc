import TerminalKit
import Testing

@testable import CounterPlayground

struct CommandTests {
    @Test(
        arguments: [
            (Key.character("+"), Command.increment),
            (.character("-"), .decrement),
            (.character("r"), .reset),
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
        .line("re set"), .line(""),
    ])
    func rejectsAnythingElse(input: Input) {
        #expect(Command(input) == nil)
    }
}
