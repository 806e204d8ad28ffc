import TerminalKit
import Testing

struct StringEchoTests {
    @Test(
        "Text up to the limit is quoted whole; longer text is cut there, with its length",
        arguments: [
            ("--bogus", "'--bogus'"),
            ("", "''"),
            (String(repeating: "a", count: 64), "'" + String(repeating: "a", count: 64) + "'"),
            (String(repeating: "a", count: 65), "'" + String(repeating: "a", count: 64) + "…' (65 characters)"),
            (
                String(repeating: "é", count: 100_000),
                "'" + String(repeating: "é", count: 64) + "…' (100000 characters)"
            ),
        ]
    )
    func echoed(text: String, expected: String) {
        #expect(text.echoed() == expected)
    }

    @Test func otherQuotesAndNone() {
        let long = String(repeating: "9", count: 200)

        #expect("x".echoed(between: "\"", and: "\"") == "\"x\"")
        #expect(long.echoed(between: "", and: "") == String(repeating: "9", count: 64) + "… (200 characters)")
    }
}
