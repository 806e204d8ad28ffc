import TerminalKit
import Testing

struct KeyDecoderTests {
    private static func decode(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return bytes.flatMap { decoder.decode($0) }
    }

    private static func decode(_ text: String) -> [Key] {
        decode(Array(text.utf8))
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.escape("[A")),
        ("\u{1B}[6~", .pageDown),
        ("\u{1B}[1;5C", .escape("[1;5C")),
        ("\u{1B}OP", .escape("OP")),
        ("\u{1B}OQ", .escape("OQ")),
        ("\u{1B}OA", .escape("OA")),
        ("\u{1B}OH", .escape("OH")),
        ("\u{1B}]0;title\u{07}", .escape("]")),
        ("\u{1B}]0;title\u{1B}\\", .escape("]")),
        ("\u{1B}P1$r0m\u{1B}\\", .escape("P")),
        ("\u{1B}+", .escape("+")),
    ])
    func anEscapeSequenceIsOneKey(bytes: String, key: Key) {
        #expect(Self.decode(bytes) == [key])
    }

    @Test func textAroundSequencesStaysText() {
        #expect(
            Self.decode("a\u{1B}OPb\u{1B}]2;x\u{07}c")
                == [.character("a"), .escape("OP"), .character("b"), .escape("]"), .character("c")])
    }

    @Test func aLongOperatingSystemCommandKeepsNoMoreThanItsKind() {
        let keys = Self.decode("\u{1B}]0;" + String(repeating: "x", count: 100_000) + "\u{07}z")

        #expect(keys == [.escape("]"), .character("z")])
    }

    @Test(arguments: [
        ("\r", Key.enter), ("\n", .enter), ("\u{7F}", .backspace), ("\u{08}", .backspace), ("\u{03}", .controlC),
        ("\u{04}", .controlD), ("\u{15}", .controlU), ("\u{0E}", .controlN), ("é", .character("é")),
        ("日", .character("日")), ("🦄", .character("🦄")),
    ])
    func singleKeys(bytes: String, key: Key) {
        #expect(Self.decode(bytes) == [key])
    }

    @Test func bytesThatAreNotUTF8BecomeTheReplacementCharacter() {
        #expect(Self.decode([0xFF, 0x61]) == [.character("\u{FFFD}"), .character("a")])
        #expect(Self.decode([0xC3, 0x61]) == [.character("\u{FFFD}"), .character("a")])
    }

    @Test func aControlKeyInsideASequenceEndsItAndCounts() {
        #expect(Self.decode("\u{1B}[1\u{03}") == [.controlC])
    }
}
