import TerminalKit
import Testing

struct ColorRuleTests {
    @Test(
        "Escape codes only on a terminal with a TERM that is not dumb, and without NO_COLOR",
        arguments: [
            (true, ["TERM": "xterm-256color"], true),
            (false, ["TERM": "xterm-256color"], false),
            (true, ["TERM": "xterm-256color", "NO_COLOR": "1"], false),
            (true, ["TERM": "xterm-256color", "NO_COLOR": ""], true),
            (true, ["TERM": "dumb"], false),
            (true, ["TERM": ""], false),
            (true, [:], false),
        ]
    )
    func allowsEscapes(isTerminal: Bool, environment: [String: String], allowed: Bool) {
        #expect(ColorRule.allowsEscapes(isTerminal: isTerminal, environment: environment) == allowed)
    }

    @Test(arguments: [
        ("abc", 3), ("日本", 4), ("🦄x", 3), ("e\u{301}", 1),
    ])
    func columns(text: String, columns: Int) {
        #expect(text.columns == columns)
    }

    @Test func longTextIsCutToFitItsColumns() {
        #expect("search swift".suffix(fittingColumns: 6) == "…swift")
        #expect("search swift".prefix(fittingColumns: 6) == "searc…")
        #expect("日本語".suffix(fittingColumns: 4) == "…語")
        #expect("short".suffix(fittingColumns: 10) == "short")
    }
}
