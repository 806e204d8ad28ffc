import Foundation
import Prex

/// A clock whose time moves only when the test moves it: a debounce or a latency ends exactly when the test
/// says, however fast or loaded the machine is.
///
/// Substitute it for the Flux's clock (and hand it to the services that wait), start the work, then advance
/// time. A sleep ends when ``advance(by:isolation:)`` or ``run(isolation:)`` reaches its deadline, sleeps in
/// the order of their deadlines; a cancelled task's sleep ends at once with `CancellationError`, as with the
/// live clock.
///
/// ```swift
/// @MainActor @Test func typingFastSearchesOnlyTheLastQuery() async {
///     let clock = TestClock()
///     let flux = Flux(state: SearchState(), mutation: SearchMutation(), dependencies: Dependencies {
///         $0.clock = clock
///         $0.repositories = StubRepositories()
///     })
///     let presenter = SearchPresenter(view: RecordingView(), flux: flux)
///
///     presenter.searchAsYouType("s")
///     presenter.searchAsYouType("sw")
///     await clock.waitForSleepers(1)           // the first search was cancelled, the second sleeps
///     await clock.advance(by: .milliseconds(300))
///     // … the second search runs now
/// }
/// ```
///
/// Work sleeps in a task that starts after the call that started it: before advancing time, wait until it
/// sleeps with ``waitForSleepers(_:)``, which returns as soon as that many sleeps are pending (a sleep started
/// after time moved would end that much later). Waking a sleeper resumes its task; what the task does next
/// runs on its own executor: wait for what it does (an action it dispatches, a task's `value`) before
/// advancing further when the order matters.
///
/// ## Threading
/// `Sendable`: sleep from any task, advance from the test. Each operation takes a lock for a few array
/// operations; sleepers are resumed after the lock is released.
public final class TestClock: FeatureClock, @unchecked Sendable {
    // `@unchecked Sendable` is sound: `machine` is only read and written while holding `lock`; continuations
    // are resumed after the lock is released.

    private typealias Machine = TestClockStateMachine<
        CheckedContinuation<Void, any Error>, CheckedContinuation<Void, Never>
    >

    private let lock = NSLock()
    private var machine = Machine()

    /// A clock at time zero, with nobody sleeping. Callable from any thread.
    public init() {}

    /// The time since the clock was made: the sum of the advances so far.
    public var now: ClockDuration {
        lock.withLock { machine.now }
    }

    /// How many sleeps are pending: started, not ended by time, not cancelled.
    public var pendingSleeps: Int {
        lock.withLock { machine.pendingSleeps }
    }

    /// Suspends the calling task until the clock's time reaches now plus `duration`.
    ///
    /// A duration of zero or less ends at once (after a check for cancellation), like the live clock's.
    ///
    /// - Parameter duration: How long to sleep, in the clock's time.
    /// - Throws: `CancellationError` when the task is cancelled before or while it sleeps.
    public func sleep(for duration: ClockDuration) async throws {
        try Task.checkCancellation()
        let id = lock.withLock { machine.makeID() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (now, watchers) = lock.withLock { machine.sleep(id, for: duration, continuation) }
                now?.resume()
                for watcher in watchers {
                    watcher.resume()
                }
                if Task.isCancelled {
                    lock.withLock { machine.cancelSleep(id) }?.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            lock.withLock { machine.cancelSleep(id) }?.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration`, ending every sleep whose deadline it reaches, in deadline order.
    ///
    /// Time stops at each deadline on the way, resumes that sleeper, and lets the caller's actor run what was
    /// enqueued on it meanwhile (a main-actor test lets main-actor sleepers run until they suspend) before going
    /// on. A woken task that sleeps again before time moves on is ended on the way too, if its new deadline is
    /// within reach; a task on another executor may not have started its next sleep yet: to be certain, wait
    /// for it with ``waitForSleepers(_:)`` and advance again.
    ///
    /// - Parameters:
    ///   - duration: How far to move; zero or less moves nothing and ends no sleep.
    ///   - isolation: The caller's actor; leave the default.
    public func advance(by duration: ClockDuration, isolation: isolated (any Actor)? = #isolation) async {
        let target = lock.withLock { machine.now } + max(duration, .zero)
        while let sleeper = lock.withLock({ machine.advance(upTo: target) }) {
            sleeper.resume()
            await Task.yield()
        }
    }

    /// Ends every pending sleep, moving time to each deadline in turn, until none is pending.
    ///
    /// Like ``advance(by:isolation:)`` to the last deadline, with the same caveat for sleeps started on the way;
    /// work that sleeps again forever keeps it running (the suite's time limit ends such a test).
    ///
    /// - Parameter isolation: The caller's actor; leave the default.
    public func run(isolation: isolated (any Actor)? = #isolation) async {
        while let sleeper = lock.withLock({ machine.runNext() }) {
            sleeper.resume()
            await Task.yield()
        }
    }

    /// Returns as soon as at least `count` sleeps are pending: the work under test reached its sleep.
    ///
    /// Waits without polling; returns at once when that many are pending already. Nothing bounds the wait but
    /// the task's cancellation (give the suite a `.timeLimit`): a test whose work never sleeps fails by its
    /// time limit rather than by an ordering of real time.
    ///
    /// - Parameter count: How many pending sleeps to wait for.
    public func waitForSleepers(_ count: Int = 1) async {
        let id = lock.withLock { machine.makeID() }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                lock.withLock { machine.watch(id, count: count, continuation) }?.resume()
                if Task.isCancelled {
                    lock.withLock { machine.cancelWatch(id) }?.resume()
                }
            }
        } onCancel: {
            lock.withLock { machine.cancelWatch(id) }?.resume()
        }
    }
}
