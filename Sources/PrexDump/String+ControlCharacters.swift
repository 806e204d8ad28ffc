extension String {
    /// The string with each control character (C0, DEL and C1, such as ESC, NUL or CSI) spelled out as in a
    /// Swift literal: `\n`, `\t`, `\r`, and `\u{1B}` for the others. Everything else, other scripts and emoji
    /// included, stays as it is.
    ///
    /// Text echoed this way prints on one line and can neither move a terminal's cursor nor restyle it. The
    /// debug log's value dumps use it; the terminal programs have their own, which also spells out the
    /// bidirectional format characters (`TerminalKit`, which does not depend on Prex). O(length); returns
    /// `self` without copying when there is nothing to escape.
    var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isControlCharacter) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case _ where scalar.isControlCharacter:
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Unicode.Scalar {
    /// Whether this is a control character: C0 (U+0000–U+001F), DEL (U+007F) or C1 (U+0080–U+009F).
    fileprivate var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}
