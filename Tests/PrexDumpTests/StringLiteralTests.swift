import Testing

@testable import PrexDump

/// The debug log quotes strings as `debugDescription` does, through a shortcut for plain text: the two must never
/// differ.
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
            "\u{301}x", "e\u{301}", "🇨🇭", "日本語", "\u{85}", String(repeating: "x", count: 100) + "\"",
        ]
        for text in samples {
            #expect(text.literal == text.debugDescription, "\(text.debugDescription)")
        }
    }

    @Test func aSubstringAndACharacterRenderAsTheirStringDoes() {
        let text = "say \"hi\", it's plain"
        #expect(ValueDiff.render(text.dropFirst(4)) == String(text.dropFirst(4)).debugDescription)
        #expect(ValueDiff.render(Character("'")) == "\"\\'\"")
        #expect(ValueDiff.render("Renamed 7") == "\"Renamed 7\"")
    }
}
