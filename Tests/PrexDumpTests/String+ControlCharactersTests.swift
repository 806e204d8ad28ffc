import PrexDump
import Testing

struct StringControlCharactersTests {
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
        ]
    )
    func spelledOut(text: String, escaped: String) {
        #expect(text.escapedForTerminal == escaped)
    }

    @Test(
        "Other scripts, emoji, joiners and marks stay as they are",
        arguments: ["swift", "日本語", "مرحبا", "👩‍💻", "e\u{301}", "a\u{200D}b", "a\u{A0}b"]
    )
    func keptAsItIs(text: String) {
        #expect(text.escapedForTerminal == text)
    }
}
