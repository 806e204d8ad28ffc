extension String {
    /// The most characters of user text a message repeats: 64.
    package static let echoLimit = 64

    /// The string as a one-line message repeats it, between `open` and `close`: whole when it has at most
    /// `limit` characters, else its first `limit` characters, `…`, and after the closing quote its length,
    /// such as `'--aaaa…' (100000 characters)`.
    ///
    /// A message about a 100 KB argument or a 64 KiB line stays one short line that still shows what was
    /// meant. Spell out control characters afterwards (``escapedForTerminal``). O(length).
    ///
    /// - Parameters:
    ///   - open: What goes before the text, such as `'`.
    ///   - close: What goes after it.
    ///   - limit: The most characters repeated: ``echoLimit`` for an argument or a typed word; more for a
    ///     path, which may rightly be long.
    package func echoed(between open: String = "'", and close: String = "'", limit: Int = echoLimit) -> String {
        let length = count
        guard length > limit else { return open + self + close }
        return open + prefix(limit) + "…" + close + " (\(length) characters)"
    }
}
