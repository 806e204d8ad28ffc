/// The one rule for numbers on the command line: an optional `-` and ASCII digits, nothing else.
///
/// `+5`, ` 5`, `5 `, `1e3`, `0x10` and `٣` are all refused alike, as not a whole number; a number outside
/// the option's range, however long (one that overflows `Int` too), is "too large" or "too small", with the
/// bound it passed (none for an unbounded range's `Int.max`).
package enum WholeNumber {
    /// Reads `text`, the value of `option`, as a number in `range`.
    ///
    /// - Throws: ``UsageError``, such as "--page takes a whole number of at least 1, not 'ten'" or
    ///   "--per-page 101 is too large (at most 100)".
    package static func parse(_ text: String, for option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int
    {
        let digits = text.hasPrefix("-") ? text.utf8.dropFirst() : text.utf8[...]
        guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            throw UsageError("\(option) takes a whole number \(describe(range)), not \(text.echoed())")
        }
        let isNegative = text.hasPrefix("-")
        let shown = text.echoed(between: "", and: "")
        guard let value = Int(text), value <= range.upperBound else {
            if isNegative {
                throw UsageError("\(option) \(shown) is too small (at least \(range.lowerBound))")
            }
            // No bound to quote when there is none to speak of (a page number): only that it overflowed.
            let bound = range.upperBound == Int.max ? "" : " (at most \(range.upperBound))"
            throw UsageError("\(option) \(shown) is too large\(bound)")
        }
        guard value >= range.lowerBound else {
            throw UsageError("\(option) \(shown) is too small (at least \(range.lowerBound))")
        }
        return value
    }

    /// "from 1 to 100", or "of at least 1" when there is no upper bound to speak of.
    package static func describe(_ range: ClosedRange<Int>) -> String {
        range.upperBound == Int.max
            ? "of at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
    }
}
