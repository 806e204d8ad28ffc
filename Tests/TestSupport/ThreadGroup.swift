import Foundation

/// Work on threads of its own, never on the threads that run Swift's tasks (and so the tests), whose end a test
/// awaits without blocking one of them.
///
/// A test that blocks a task's thread (with a semaphore, `DispatchQueue.concurrentPerform`, or a child process
/// it waits for) takes that thread from every other test that runs at the same time; on a busy machine with two
/// cores, two such tests stall the whole suite, and tests that wait for nothing overrun their time limits. Threads
/// of a `ThreadGroup` block only themselves.
///
/// ```swift
/// let dispatching = ThreadGroup(4) { thread in
///     for action in actions[thread] { flux.dispatcher.dispatch(action) }
/// }
/// // ... work on the main actor meanwhile ...
/// await dispatching.wait()
/// ```
package final class ThreadGroup: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `running` and `waiters` are only touched while holding `lock`.
    private let lock = NSLock()
    private var running: Int
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Starts `count` threads at once; thread `index` runs `body(index)`.
    package init(_ count: Int, _ body: @escaping @Sendable (_ index: Int) -> Void) {
        running = count
        for index in 0..<count {
            Thread {
                body(index)
                self.ended()
            }.start()
        }
    }

    /// Runs `body` on `count` threads of their own and returns when every one has ended.
    package static func run(_ count: Int, _ body: @escaping @Sendable (_ index: Int) -> Void) async {
        await ThreadGroup(count, body).wait()
    }

    /// Returns once every thread has ended; the calling task is suspended meanwhile, its thread free.
    package func wait() async {
        await withCheckedContinuation { continuation in
            let ended = lock.withLock {
                if running == 0 { return true }
                waiters.append(continuation)
                return false
            }
            if ended {
                continuation.resume()
            }
        }
    }

    private func ended() {
        let resumed = lock.withLock {
            running -= 1
            guard running == 0 else { return [CheckedContinuation<Void, Never>]() }
            defer { waiters = [] }
            return waiters
        }
        for waiter in resumed {
            waiter.resume()
        }
    }
}
