import Foundation
import Prex

extension DateGenerator {
    /// Dates that move with a ``TestClock``: `start` plus the time the clock has been advanced, so that a feature
    /// that sleeps, ticks and stamps dates sees one time.
    ///
    /// ```swift
    /// let clock = TestClock()
    /// let dependencies = Dependencies.explicit {
    ///     $0.clock = clock
    ///     $0.now = .following(clock, from: Date(timeIntervalSince1970: 0))
    /// }
    /// ```
    ///
    /// Any thread; each date takes the clock's lock once.
    ///
    /// - Parameters:
    ///   - clock: The clock whose time is added to `start`.
    ///   - start: The date when the clock's time is zero.
    /// - Returns: The generator.
    public static func following(_ clock: TestClock, from start: Date) -> DateGenerator {
        DateGenerator { start.addingTimeInterval(Double(clock.now.nanoseconds) / 1e9) }
    }
}
