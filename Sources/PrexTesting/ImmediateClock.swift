import Prex

/// A clock on which every sleep ends at once: a debounce or a latency that a test does not care about costs it
/// no time and no steps.
///
/// Use it when a test checks what happens after the wait, not the wait itself; use ``TestClock`` to check what
/// happens before a wait ends. A cancelled task's sleep still throws `CancellationError`, as with the live
/// clock, so work cancelled while it "sleeps" stops as it would in the app.
///
/// ```swift
/// let flux = Flux(state: SearchState(), mutation: SearchMutation(), dependencies: Dependencies {
///     $0.clock = ImmediateClock()
/// })
/// ```
///
/// A value, `Sendable`; each sleep costs one check for cancellation and one `Task.yield()` (the sleeping task
/// lets others run, as a real sleep would).
public struct ImmediateClock: FeatureClock {
    /// The immediate clock.
    public init() {}

    /// Ends at once, after letting other tasks run.
    ///
    /// - Parameter duration: Ignored.
    /// - Throws: `CancellationError` when the task is cancelled.
    public func sleep(for duration: ClockDuration) async throws {
        try Task.checkCancellation()
        await Task.yield()
        try Task.checkCancellation()
    }
}
