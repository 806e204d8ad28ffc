import Foundation

/// A task suspended in `ActionRecorder.next` or `RecordingView.nextChange`: what it waits for, and how to
/// resume it.
struct PendingWait<Element: Sendable>: Sendable {
    /// Resumed exactly once, by whichever of delivery, deadline and cancellation ends the wait first (the
    /// ``RecordingStateMachine`` decides, and forgets the wait).
    let continuation: CheckedContinuation<[Element], any Error>
    /// How many elements the wait asked for.
    let count: Int
    /// How long it may last, in seconds.
    let timeout: TimeInterval
    /// What the elements are called in a ``RecordingTimeout``, in the plural.
    let noun: String

    /// Sleeps for `seconds` (0 or less, or NaN: not at all; at most about 30 years).
    ///
    /// - Returns: `false` when the sleeping task was cancelled: the deadline no longer matters.
    static func sleep(seconds: TimeInterval) async -> Bool {
        let nanoseconds: UInt64
        if seconds.isNaN || seconds <= 0 {
            nanoseconds = 0
        } else {
            nanoseconds = UInt64(min(seconds, 1e9) * 1e9)
        }
        do {
            try await Task.sleep(nanoseconds: nanoseconds)
            return true
        } catch {
            return false
        }
    }
}

extension RecordingStateMachine.Resumption where Element: Sendable, Waiter == PendingWait<Element> {
    /// Resumes the waiting task with what the recording state machine decided. Call it without holding a lock.
    func resume() {
        switch outcome {
        case .delivered(let elements):
            waiter.continuation.resume(returning: elements)
        case .timedOut(let arrived):
            waiter.continuation.resume(
                throwing: RecordingTimeout(
                    expected: waiter.count, arrived: arrived, timeout: waiter.timeout, noun: waiter.noun))
        case .cancelled:
            waiter.continuation.resume(throwing: CancellationError())
        }
    }
}
