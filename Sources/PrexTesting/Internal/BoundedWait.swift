import Foundation

/// A wait for an event that a deadline in real time bounds: how the test clock waits for effects to settle and
/// for sleepers, and the test store for cancelled effects to unwind, without ever hanging a test.
final class BoundedWait: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `continuation` and `early` are only read and written while holding `lock`;
    // the continuation is resumed after the lock is released.

    /// How a bounded wait ended.
    enum Outcome: Sendable, Equatable {
        /// The event came first.
        case met
        /// The deadline came first.
        case timedOut
        /// The waiting task was cancelled first.
        case cancelled
    }

    private let lock = NSLock()
    private var continuation: CheckedContinuation<Outcome, Never>?
    /// The outcome that came before the continuation was installed.
    private var early: Outcome?
    private var ended = false

    private init() {}

    /// Suspends until the callback handed to `register` is called (on any thread; the first call counts), until
    /// `seconds` pass, or until the task is cancelled, whichever comes first. Costs one task for the deadline.
    ///
    /// - Parameters:
    ///   - seconds: The deadline, from now.
    ///   - isolation: The caller's actor; leave the default.
    ///   - register: Hands the callback to whatever signals the event; it may call it at once.
    static func wait(
        seconds: TimeInterval, isolation: isolated (any Actor)? = #isolation,
        _ register: (_ met: @escaping @Sendable () -> Void) -> Void
    ) async -> Outcome {
        let wait = BoundedWait()
        register { wait.end(.met) }
        let deadline = Task {
            if await PendingWait<Outcome>.sleep(seconds: seconds) {
                wait.end(.timedOut)
            }
        }
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { wait.install($0) }
        } onCancel: {
            wait.end(.cancelled)
        }
        deadline.cancel()
        return outcome
    }

    private func install(_ continuation: CheckedContinuation<Outcome, Never>) {
        let early = lock.withLock {
            if self.early == nil {
                self.continuation = continuation
            }
            return self.early
        }
        if let early {
            continuation.resume(returning: early)
        }
    }

    private func end(_ outcome: Outcome) {
        let continuation = lock.withLock { () -> CheckedContinuation<Outcome, Never>? in
            guard !ended else { return nil }
            ended = true
            guard let continuation = self.continuation else {
                early = outcome
                return nil
            }
            self.continuation = nil
            return continuation
        }
        continuation?.resume(returning: outcome)
    }
}
