import TerminalKit
import Testing

@testable import CounterPlayground

struct InputCounterTests {
    @Test(arguments: [Input.line(""), .line("  \t"), .key(.enter), .key(.character(" "))])
    func blankInputIsIgnored(input: Input) {
        #expect(input.isBlank)
    }

    @Test func lineHintQuotesTheLineAndListsTheCommands() {
        #expect(Input.line("bogus").hint == "unknown command \"bogus\": use +, -, undo, redo, reset or quit")
    }

    @Test func keyHintListsTheKeys() {
        #expect(
            Input.key(.character("x")).hint == "unknown key: press + or -, u to undo, U to redo, r to reset, q to quit")
    }
}
