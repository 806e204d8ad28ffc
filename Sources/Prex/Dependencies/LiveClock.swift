/// The clock of the running app, the default of ``Dependencies/clock``: a sleep lasts as long as it says.
///
/// It sleeps with `Task.sleep(nanoseconds:)`: the task is suspended without blocking a thread, and a cancelled task
/// wakes early, throwing `CancellationError`. Safe from any task; costs what `Task.sleep` costs.
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
