/// The time a feature waits on: what a debounce, a retry delay or a simulated latency sleeps on, read from the
/// Flux's ``Dependencies`` as `dependencies.clock`.
///
/// Code that waits asks the clock, not `Task.sleep`, so that a test decides when time passes: ``LiveClock`` by
/// default, PrexTesting's `TestClock` or `ImmediateClock` in tests. `Sendable`: a clock is called from any task.
public protocol FeatureClock: Sendable {
    /// Suspends the calling task for `duration`; a duration of zero or less only checks for cancellation.
    ///
    /// - Parameter duration: How long to sleep.
    /// - Throws: `CancellationError` when the task is cancelled before or while it sleeps; the sleep ends then.
    func sleep(for duration: ClockDuration) async throws
}
