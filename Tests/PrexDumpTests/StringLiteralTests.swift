import Testing

@testable import PrexDump

/// The debug log quotes strings as `debugDescription` does, through a shortcut for plain text: the two must never
/// differ, except that what a terminal must not get raw and `debugDescription` leaves raw (a C1 control, the
/// characters that reorder or break a line) is spelled out as well.
struct StringLiteralTests {
    @Test func plainTextIsQuotedAsDebugDescriptionQuotesIt() {
        #expect("Contact 5000".literal == "\"Contact 5000\"")
        #expect("".literal == "\"\"")
        #expect("contact.5000@example.com".literal == "contact.5000@example.com".debugDescription)
    }

    @Test func everyPrintableASCIICharacterIsQuotedAsDebugDescriptionQuotesIt() {
        for byte in UInt8(0x20)...UInt8(0x7E) {
            let text = "a" + String(decoding: [byte], as: UTF8.self) + "b"
            #expect(text.literal == text.debugDescription, "byte \(byte)")
        }
    }

    @Test func textThatNeedsEscapingIsQuotedAsDebugDescriptionQuotesIt() {
        let samples = [
            "it's", "a\"b", "back\\slash", "tab\there", "line\nbreak", "nul\0", "\u{1B}[31m", "del\u{7F}", "Zürich",
            "\u{301}x", "e\u{301}", "🇨🇭", "日本語", String(repeating: "x", count: 100) + "\"",
        ]
        for text in samples {
            #expect(text.literal == text.debugDescription, "\(text.debugDescription)")
        }
    }

    @Test func controlsDebugDescriptionLeavesRawAreSpelledOutAsLiteralEscapes() {
        // `debugDescription` leaves the C1 control NEL as it is.
        #expect("a\u{85}b".literal == "\"a\\u{85}b\"")
    }

    @Test func bidiFormatCharactersAndSeparatorsAreSpelledOutAsLiteralEscapes() {
        #expect("a\u{202E}b".literal == "\"a\\u{202E}b\"")
        #expect("x\u{2066}y\u{2028}z\u{200F}".literal == "\"x\\u{2066}y\\u{2028}z\\u{200F}\"")
        #expect("Zürich\u{061C}".literal == "\"Zürich\\u{61C}\"")
    }

    @Test func aBackslashIsEscapedOnceBesideACharacterTheLiteralLeavesRaw() {
        // The literal escapes the backslash; the spelling-out that follows keeps it as it is: one `\\`, not two.
        #expect("C:\\dir\u{202E}".literal == #""C:\\dir\u{202E}""#)
    }

    @Test func aSubstringAndACharacterRenderAsTheirStringDoes() {
        let text = "say \"hi\", it's plain"
        #expect(ValueDiff.render(text.dropFirst(4)) == String(text.dropFirst(4)).debugDescription)
        #expect(ValueDiff.render(Character("'")) == "\"\\'\"")
        #expect(ValueDiff.render("Renamed 7") == "\"Renamed 7\"")
    }
}
