import PrexEscaping
import Testing

struct StringSpelledOutForTerminalTests {
    @Test(
        "Controls, bidirectional format characters and separators are spelled out",
        arguments: [
            ("a\u{1B}[31mb", "a\\u{1B}[31mb"),
            ("line\nnext\ttab\r", "line\\nnext\\ttab\\r"),
            ("\u{0}\u{7F}\u{85}\u{9B}", "\\u{0}\\u{7F}\\u{85}\\u{9B}"),
            ("zzz\u{202E}x", "zzz\\u{202E}x"),
            ("swift\u{200B}", "swift\\u{200B}"),
            ("\u{FEFF}a\u{AD}b\u{2060}", "\\u{FEFF}a\\u{AD}b\\u{2060}"),
            ("👩‍👩‍👧 ❤️ 🏴‍☠️", "👩‍👩‍👧 ❤️ 🏴‍☠️"),
            ("\u{202A}\u{202B}\u{202C}\u{202D}", "\\u{202A}\\u{202B}\\u{202C}\\u{202D}"),
            ("\u{2066}\u{2067}\u{2068}\u{2069}", "\\u{2066}\\u{2067}\\u{2068}\\u{2069}"),
            ("\u{200E}\u{200F}\u{61C}", "\\u{200E}\\u{200F}\\u{61C}"),
            ("one\u{2028}two\u{2029}", "one\\u{2028}two\\u{2029}"),
            ("a\\b", "a\\\\b"),
        ]
    )
    func spelledOut(text: String, escaped: String) {
        #expect(text.spelledOutForTerminal(doublingBackslashes: true) == escaped)
    }

    @Test(
        "Other scripts, emoji, joiners and marks stay as they are",
        arguments: ["swift", "日本語", "مرحبا", "👩‍💻", "e\u{301}", "a\u{200D}b", "a\u{A0}b"]
    )
    func keptAsItIs(text: String) {
        #expect(text.spelledOutForTerminal(doublingBackslashes: true) == text)
        #expect(text.spelledOutForTerminal(doublingBackslashes: false) == text)
    }

    @Test func textTypedAsAnEscapeIsNotMistakenForTheCharacterItSpellsOut() {
        // The text `swift\u{202E}x`, typed, and `swift`, U+202E, `x` print differently.
        let typed = #"swift\u{202E}x"#
        let real = "swift\u{202E}x"

        #expect(typed.spelledOutForTerminal(doublingBackslashes: true) == #"swift\\u{202E}x"#)
        #expect(real.spelledOutForTerminal(doublingBackslashes: true) == #"swift\u{202E}x"#)
    }

    @Test func theDebugLogsFormKeepsTheBackslashesItsLiteralsEscapedAlready() {
        // A string quoted as a literal, its backslash escaped once, with a character the literal leaves raw
        let literal = #""C:\\dir"# + "\u{202E}\""
        #expect(literal.spelledOutForTerminal(doublingBackslashes: false) == #""C:\\dir\u{202E}""#)
        #expect("C:\\dir\u{202E}".spelledOutForTerminal(doublingBackslashes: false) == #"C:\dir\u{202E}"#)
        #expect(#"C:\dir"#.spelledOutForTerminal(doublingBackslashes: false) == #"C:\dir"#)
    }
}
