extension String {
    /// The string with each control character (C0, DEL and C1, such as ESC or NUL) spelled out as `\u{1B}`, so
    /// that echoing text someone typed, passed or was sent can neither move the cursor nor restyle the terminal.
    ///
    /// Everything else, other scripts and emoji included, stays as it is.
    var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.isControl) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            if Self.isControl(scalar) {
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
