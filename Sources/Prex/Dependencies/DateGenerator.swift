import Foundation

/// Where a feature reads the current date (`dependencies.now()`): the system's in the app, a fixed or advancing one
/// in a test, so that a test names the dates its state holds.
///
/// A value; `Sendable`, and safe to call from any thread or task at once. The live generator costs what `Date()`
/// costs; an advancing one takes one uncontended lock per date. For how long to wait, use ``Dependencies/clock``:
/// a date is what is shown or stored, not what is slept on.
///
/// ```swift
/// let created = dependencies.now()                                   // in a presenter
/// let flux = Flux(state: s, mutation: m, dependencies: .explicit {   // in a test
///     $0.now = .constant(Date(timeIntervalSince1970: 1_700_000_000))
/// })
/// ```
public struct DateGenerator: Sendable {
    private let make: @Sendable () -> Date

    /// Dates made by `make`.
    ///
    /// - Parameter make: Returns the current date at each call, from any thread.
    public init(_ make: @escaping @Sendable () -> Date) {
        self.make = make
    }

    /// The system's date, `Date()`: the default of ``Dependencies/now``.
    public static var live: DateGenerator {
        DateGenerator { Date() }
    }

    /// The same date at every call.
    public static func constant(_ date: Date) -> DateGenerator {
        DateGenerator { date }
    }

    /// `start` at the first call, then `step` later at each call: `start`, `start + step`, `start + 2 × step`, …
    /// One count per call of `advancing(from:by:)`, shared by the value's copies; each call locks once. The n-th
    /// date is computed from `start`, so no rounding builds up.
    public static func advancing(from start: Date, by step: ClockDuration) -> DateGenerator {
        let count = Locked<Int64>(0)
        let seconds = Double(step.nanoseconds) / 1e9
        return DateGenerator {
            let index = count.withLock { count in
                defer { count &+= 1 }
                return count
            }
            return start.addingTimeInterval(Double(index) * seconds)
        }
    }

    /// The current date.
    public func callAsFunction() -> Date {
        make()
    }
}
