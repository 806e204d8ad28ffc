import PrexEscaping

extension String {
    /// The string as a Swift string literal, exactly its `debugDescription`: `"it\'s"`, `"a\"b"`, `"\u{0301}x"`;
    /// except that what a terminal must not get raw and `debugDescription` leaves as it is (the bidirectional format
    /// characters, the line and paragraph separators) is spelled out too, as the literal's `\u{202E}`
    /// (`spelledOutForTerminal(doublingBackslashes: false)`: the literal's backslashes are escaped already), so that a debug
    /// log line cannot be reordered by the text it quotes.
    ///
    /// `debugDescription` escapes scalar by scalar and appends each piece. Text that is printable ASCII (U+0020–U+007E) except `"`, `'` and `\`, the three it
    /// escapes in that range, comes out of it unchanged between quotes: such text is quoted with one check per
    /// byte and one copy. Other text goes through `debugDescription`. Runs on any thread; O(length).
    package var literal: String {
        let needsEscaping = utf8.contains { byte in
            byte < 0x20 || byte > 0x7E || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
                || byte == UInt8(ascii: "\\")
        }
        guard !needsEscaping else { return debugDescription.spelledOutForTerminal(doublingBackslashes: false) }
        var quoted = "\""
        quoted.reserveCapacity(utf8.count + 2)
        quoted += self
        quoted += "\""
        return quoted
    }
}
