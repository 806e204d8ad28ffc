/// The clock of the running app: a sleep lasts as long as it says, on the system's clock.
///
/// The default of `dependencies.clock` (``Dependencies/clock``). It sleeps with `Task.sleep(nanoseconds:)`, so
/// a sleep suspends the task without blocking a thread and ends early, throwing `CancellationError`, when the
/// task is cancelled. Negative lengths sleep not at all. Safe from any task; costs what `Task.sleep` costs.
public struct LiveClock: FeatureClock {
    /// The live clock.
    public init() {}

    /// Sleeps for `duration`, or only checks for cancellation when it is zero or less.
    ///
    /// - Parameter duration: How long to sleep.
    /// - Throws: `CancellationError` when the task is cancelled before or while it sleeps.
    public func sleep(for duration: ClockDuration) async throws {
        guard duration > .zero else {
            try Task.checkCancellation()
            return
        }
        try await Task.sleep(nanoseconds: UInt64(duration.nanoseconds))
    }
}
