import Testing

@testable import CounterPlayground

struct InputTests {
    @Test(arguments: [Input.line(""), .line("  \t"), .key(UInt8(ascii: "\r")), .key(UInt8(ascii: " "))])
    func blankInputIsIgnored(input: Input) {
        #expect(input.isBlank)
    }

    @Test func lineHintQuotesTheLineAndListsTheCommands() {
        #expect(Input.line("bogus").hint == "unknown command \"bogus\": use +, -, reset or quit")
    }

    @Test func keyHintListsTheKeys() {
        #expect(Input.key(UInt8(ascii: "x")).hint == "unknown key: press + or -, r to reset, q to quit")
    }
}
