/// The time a feature waits on: what a debounce, a retry delay or a simulated latency sleeps on, read from the
/// Flux's ``Dependencies`` as `dependencies.clock`.
///
/// Code that waits asks the clock, not `Task.sleep`, so that a test decides when time passes: the app runs on
/// ``LiveClock`` (the default), a test substitutes PrexTesting's `TestClock` (time moves only when the test
/// advances it) or `ImmediateClock` (every sleep ends at once).
///
/// ```swift
/// extension Presenter where Action == SearchAction, State == SearchState {
///     func searchAsYouType(_ query: String) {
///         let clock = dependencies.clock
///         task(id: "search") { dispatch in
///             do {
///                 try await clock.sleep(for: .milliseconds(300))  // a newer key cancels this task
///                 dispatch(.searchStarted(query: query))
///             } catch {}
///         }
///     }
/// }
/// ```
///
/// The protocol speaks ``ClockDuration`` rather than the standard library's `Duration`, which needs macOS 13 and
/// iOS 16. Conforming types are `Sendable`: a clock is called from any task.
public protocol FeatureClock: Sendable {
    /// Suspends the calling task for `duration`; a duration of zero or less only checks for cancellation.
    ///
    /// - Parameter duration: How long to sleep.
    /// - Throws: `CancellationError` when the task is cancelled before or while it sleeps; the sleep ends then.
    func sleep(for duration: ClockDuration) async throws
}
