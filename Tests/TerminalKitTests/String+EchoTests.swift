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

    /// Long texts whose user-perceived characters are few: one letter with 60,000 accents, 9,000 emoji of 7
    /// scalars each.
    private static let stackedTexts = [
        "a" + String(repeating: "\u{301}", count: 60_000),
        String(repeating: "👩‍👩‍👧‍👦", count: 9_000),
    ]

    @Test(
        "Characters are counted as what reaches the terminal: a letter's accents and an emoji's parts each count",
        arguments: stackedTexts.indices)
    func echoesAreBoundedInBytes(index: Int) {
        let text = Self.stackedTexts[index]

        let echo = text.echoed()

        #expect(echo.utf8.count <= 2 + 4 * String.echoLimit + 3 + 30)
        #expect(echo.hasSuffix("…' (\(text.unicodeScalars.count) characters)"))
        #expect(text.isLonger(than: String.echoLimit))
        #expect(!"é".isLonger(than: 1))
    }

    @Test func otherQuotesAndNone() {
        let long = String(repeating: "9", count: 200)

        #expect("x".echoed(between: "\"", and: "\"") == "\"x\"")
        #expect(long.echoed(between: "", and: "") == String(repeating: "9", count: 64) + "… (200 characters)")
    }
}
