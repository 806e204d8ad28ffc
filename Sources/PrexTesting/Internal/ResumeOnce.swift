import Foundation

/// A continuation that several parties may try to resume (an event, a deadline): the first wins, the others do
/// nothing.
final class ResumeOnce: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `continuation` is only read and written while holding `lock`, and is
    // resumed after the lock is released.

    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Never>?

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = continuation
    }

    /// Resumes the continuation, unless it was resumed already.
    func resume() {
        let continuation = lock.withLock {
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.resume()
    }
}
