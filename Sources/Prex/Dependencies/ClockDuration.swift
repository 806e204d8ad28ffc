/// A length of time, in nanoseconds, for ``FeatureClock``: `.milliseconds(300)`, `.seconds(2)`.
///
/// A value of 64-bit nanoseconds (about 292 years either way). Making one from a larger count, and adding or
/// subtracting past the limits, saturates at the limit instead of trapping: a sleep of `.seconds(.max)` is a
/// sleep that never ends in practice, not a crash. Comparing and adding cost an integer operation.
public struct ClockDuration: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The length in nanoseconds; negative for a length before zero.
    public let nanoseconds: Int64

    /// No time at all.
    public static let zero = ClockDuration(nanoseconds: 0)

    private init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// A length of `count` nanoseconds.
    public static func nanoseconds(_ count: Int64) -> ClockDuration {
        ClockDuration(nanoseconds: count)
    }

    /// A length of `count` microseconds, saturating at about ±292 years.
    public static func microseconds(_ count: Int) -> ClockDuration {
        scaled(count, by: 1_000)
    }

    /// A length of `count` milliseconds, saturating at about ±292 years.
    public static func milliseconds(_ count: Int) -> ClockDuration {
        scaled(count, by: 1_000_000)
    }

    /// A length of `count` seconds, saturating at about ±292 years.
    public static func seconds(_ count: Int) -> ClockDuration {
        scaled(count, by: 1_000_000_000)
    }

    /// A length of `seconds` seconds, rounded to the nanosecond, saturating at about ±292 years; NaN is zero.
    public static func seconds(_ seconds: Double) -> ClockDuration {
        guard !seconds.isNaN else { return .zero }
        let nanoseconds = (seconds * 1e9).rounded()
        if nanoseconds >= Double(Int64.max) { return ClockDuration(nanoseconds: .max) }
        if nanoseconds <= Double(Int64.min) { return ClockDuration(nanoseconds: .min) }
        return ClockDuration(nanoseconds: Int64(nanoseconds))
    }

    /// The sum, saturating at the limits.
    public static func + (lhs: ClockDuration, rhs: ClockDuration) -> ClockDuration {
        let (sum, overflow) = lhs.nanoseconds.addingReportingOverflow(rhs.nanoseconds)
        guard overflow else { return ClockDuration(nanoseconds: sum) }
        return ClockDuration(nanoseconds: rhs.nanoseconds > 0 ? .max : .min)
    }

    /// The difference, saturating at the limits.
    public static func - (lhs: ClockDuration, rhs: ClockDuration) -> ClockDuration {
        let (difference, overflow) = lhs.nanoseconds.subtractingReportingOverflow(rhs.nanoseconds)
        guard overflow else { return ClockDuration(nanoseconds: difference) }
        return ClockDuration(nanoseconds: rhs.nanoseconds < 0 ? .max : .min)
    }

    /// Adds `rhs` to `lhs`, saturating at the limits.
    public static func += (lhs: inout ClockDuration, rhs: ClockDuration) {
        lhs = lhs + rhs
    }

    /// Whether `lhs` is shorter than `rhs`.
    public static func < (lhs: ClockDuration, rhs: ClockDuration) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }

    /// The length in the largest unit that shows it whole: `300 ms`, `2 s`, `1500 µs`, `7 ns`.
    public var description: String {
        for (size, unit) in [(Int64(1_000_000_000), "s"), (1_000_000, "ms"), (1_000, "µs")]
        where nanoseconds % size == 0 && nanoseconds != 0 {
            return "\(nanoseconds / size) \(unit)"
        }
        return "\(nanoseconds) ns"
    }

    private static func scaled(_ count: Int, by unit: Int64) -> ClockDuration {
        let (product, overflow) = Int64(clamping: count).multipliedReportingOverflow(by: unit)
        guard overflow else { return ClockDuration(nanoseconds: product) }
        return ClockDuration(nanoseconds: count > 0 ? .max : .min)
    }
}
