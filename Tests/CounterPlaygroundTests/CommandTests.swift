import Testing

@testable import CounterPlayground

struct CommandTests {
    @Test(
        arguments: [
            (UInt8(ascii: "+"), Command.increment),
            (UInt8(ascii: "-"), .decrement),
            (UInt8(ascii: "r"), .reset),
            (UInt8(ascii: "q"), .quit),
            (0x03, .quit),
            (0x04, .quit),
        ]
    )
    func readsKeys(key: UInt8, expected: Command) {
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
        Input.key(UInt8(ascii: "x")), .key(0x1B), .line("bogus"), .line("++"), .line("re set"), .line(""),
    ])
    func rejectsAnythingElse(input: Input) {
        #expect(Command(input) == nil)
    }
}
