extension String {
    /// The string with every character that could move, restyle or reorder a terminal's text spelled out as in
    /// a Swift literal: `\n`, `\t`, `\r`, and `\u{1B}`, `\u{202E}` for the others. Everything else, other scripts
    /// and emoji included, stays as it is.
    ///
    /// Spelled out: the control characters (C0, DEL and C1, such as ESC, NUL or CSI), the bidirectional
    /// formatting characters that reorder the rest of a line (the embeddings and overrides U+202A–U+202E,
    /// the isolates U+2066–U+2069, the marks U+200E, U+200F and U+061C), the line and paragraph separators
    /// U+2028 and U+2029, and the format characters that show nothing, so that `"swift\u{200B}"` does not look like
    /// `"swift"` (U+00AD, U+034F, U+115F, U+1160, U+17B4, U+17B5, U+180E, U+200B, U+2060–U+2064, U+206A–U+206F,
    /// U+3164, U+FEFF, U+FFA0; not the joiners U+200C and U+200D, nor the variation selectors, which emoji and
    /// scripts are made of). Text echoed this way prints on one line, in the order it was typed, and can neither
    /// move a terminal's cursor nor restyle it.
    ///
    /// The one implementation for the package, in two forms:
    /// - `doublingBackslashes: true`, every backslash doubled, `\\`, as a literal doubles it, so that what is
    ///   spelled out cannot be mistaken for text typed that way: the text `swift\u{202E}x`, typed, shows as
    ///   `swift\\u{202E}x`, the character U+202E as `swift\u{202E}x`. For user text: the terminal programs (every
    ///   screen, message and echo) reach it as TerminalKit's `escapedForTerminal`. Not idempotent (a backslash
    ///   doubles each time): apply it once, where text reaches the terminal.
    /// - `doublingBackslashes: false`, backslashes kept as they are: for text that is already a Swift literal
    ///   whose backslashes are escaped (a `debugDescription`, as the debug log quotes strings), where doubling
    ///   them again would show `"a\\\\b"` for `"a\\b"`; and for the debug log's other values, printed as they
    ///   describe themselves.
    ///
    /// O(length); returns `self` without copying when there is nothing to spell out.
    package func spelledOutForTerminal(doublingBackslashes: Bool) -> String {
        // Printable ASCII, most text (numbers, names, the debug log's values), has nothing to spell out but its
        // backslashes: one check per byte tells it, where the check per scalar below costs several times more.
        if doublingBackslashes {
            guard !utf8.allSatisfy({ 0x20 <= $0 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }) else { return self }
        } else {
            guard !utf8.allSatisfy({ 0x20 <= $0 && $0 < 0x7F }) else { return self }
        }
        return spelledOut(doublingBackslashes: doublingBackslashes)
    }

    /// The string with the characters a terminal must not get raw spelled out, and its backslashes
    /// doubled if `doublingBackslashes`. O(length).
    private func spelledOut(doublingBackslashes: Bool) -> String {
        guard
            unicodeScalars.contains(where: { $0.isSpelledOutOnTerminals || (doublingBackslashes && $0 == "\\") })
        else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case "\\" where doublingBackslashes: escaped += "\\\\"
            case _ where scalar.isSpelledOutOnTerminals:
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Unicode.Scalar {
    /// Whether a terminal must not get this scalar raw: a control character (U+0000–U+001F, U+007F–U+009F),
    /// a bidirectional format character, a line or paragraph separator, or a character that shows nothing.
    fileprivate var isSpelledOutOnTerminals: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x00AD, 0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x200B, 0x2060...0x2064, 0x206A...0x206F, 0x3164,
            0xFEFF, 0xFFA0:
            true
        default: false
        }
    }
}
