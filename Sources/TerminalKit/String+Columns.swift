extension String {
    /// How many terminal columns the string takes: two for East Asian wide characters and emoji, none for
    /// combining marks, one for the rest. An estimate for laying out lines, not a full `wcwidth`.
    package var columns: Int {
        reduce(0) { $0 + $1.columns }
    }

    /// The end of the string that fits in `width` columns, after `…` when anything was cut.
    package func suffix(fittingColumns width: Int) -> String {
        guard columns > width else { return self }
        var kept: [Character] = []
        var used = 1
        for character in reversed() {
            used += character.columns
            if used > width { break }
            kept.append(character)
        }
        return width > 0 ? "…" + String(kept.reversed()) : ""
    }

    /// The start of the string that fits in `width` columns, before `…` when anything was cut.
    package func prefix(fittingColumns width: Int) -> String {
        guard columns > width else { return self }
        var kept = ""
        var used = 1
        for character in self {
            used += character.columns
            if used > width { break }
            kept.append(character)
        }
        return width > 0 ? kept + "…" : ""
    }
}

extension Character {
    /// The columns this character takes on a terminal: see `String.columns`.
    fileprivate var columns: Int {
        guard let first = unicodeScalars.first else { return 0 }
        if first.properties.isEmojiPresentation {
            return 2
        }
        switch first.value {
        case 0x0300...0x036F, 0x200B...0x200F:
            return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
