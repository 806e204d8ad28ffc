import TerminalKit
import Testing

/// What the terminal programs echo of user text: the characters a terminal must not get raw spelled out, and the
/// backslashes doubled, so that text typed as an escape is told apart from the character it spells out.
struct StringEscapedForTerminalTests {
    @Test(
        "Controls and reordering characters are spelled out; backslashes doubled; the rest kept",
        arguments: [
            ("a\u{1B}[31mb", "a\\u{1B}[31mb"),
            ("line\nnext", "line\\nnext"),
            ("zzz\u{202E}x", "zzz\\u{202E}x"),
            ("a\\b", "a\\\\b"),
            ("日本語 👩‍💻", "日本語 👩‍💻"),
            ("swift", "swift"),
        ]
    )
    func escaped(text: String, expected: String) {
        #expect(text.escapedForTerminal == expected)
    }

    @Test func textTypedAsAnEscapeIsNotMistakenForTheCharacterItSpellsOut() {
        #expect(#"swift\u{202E}x"#.escapedForTerminal == #"swift\\u{202E}x"#)
        #expect("swift\u{202E}x".escapedForTerminal == #"swift\u{202E}x"#)
    }
}
