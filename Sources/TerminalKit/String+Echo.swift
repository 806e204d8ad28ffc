extension String {
    /// The most characters of user text a message repeats: 64.
    package static let echoLimit = 64

    /// The string as a one-line message repeats it, between `open` and `close`: whole when it has at most
    /// `limit` characters, else its first `limit` characters, `…`, and after the closing quote its length,
    /// such as `'--aaaa…' (100000 characters)`.
    ///
    /// Characters are counted as what reaches the terminal: Unicode scalars (code points), not the
    /// user-perceived characters they make, so that a letter carrying 60,000 combining accents, or a run of
    /// emoji joined into one, cannot make a message grow: the text repeated is at most `4 × limit` bytes
    /// (before spelling out control characters, ``escapedForTerminal``, which multiplies it by at most 10).
    /// A message about a 100 KB argument or a 64 KiB line stays one short line that still shows what was
    /// meant. O(length).
    ///
    /// - Parameters:
    ///   - open: What goes before the text, such as `'`.
    ///   - close: What goes after it.
    ///   - limit: The most characters repeated: ``echoLimit`` for an argument or a typed word; more for a
    ///     path, which may rightly be long.
    package func echoed(between open: String = "'", and close: String = "'", limit: Int = echoLimit) -> String {
        let length = unicodeScalars.count
        guard length > limit else { return open + self + close }
        let shown = String(String.UnicodeScalarView(unicodeScalars.prefix(limit)))
        return open + shown + "…" + close + " (\(length) characters)"
    }

    /// Whether the string has more than `limit` characters counted as ``echoed(between:and:limit:)`` counts
    /// them (Unicode scalars). Stops counting past the limit: O(limit).
    package func isLonger(than limit: Int) -> Bool {
        !unicodeScalars.dropFirst(limit).isEmpty
    }
}
