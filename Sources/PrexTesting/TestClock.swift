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
///     presenter.searchAsYouType("sw")          // cancels the first search; the second sleeps
///     await clock.advance(by: .milliseconds(300))
///     // … the second search runs now
/// }
/// ```
///
/// Work sleeps in a task that starts after the call that started it; the clock waits for it. The tasks a Flux
/// starts (`Presenter.task`, `Flux.task`, the loads built on them) on a Flux whose `dependencies.clock` is this
/// clock are *followed*: before time moves, and after each sleeper it wakes, ``advance(by:isolation:)`` and
/// ``run(isolation:)`` wait until each followed task sleeps on this clock, waits for something else, or has ended.
/// No `waitForSleepers` is needed before advancing. Set the clock as the Flux's `dependencies.clock` even when
/// only a service sleeps on it: that is how the clock knows the Flux's tasks. A followed task that has begun (or
/// returned from its last sleep) and neither sleeps nor ends within ``settleTimeout`` is taken to wait for
/// something else (a gate the test opens later, a service) until it next sleeps, wakes or ends; a task not yet
/// scheduled is always waited for.
///
/// Other tasks (a `Task` of the test's own) are followed from their wake-up to the end of their `sleep` call, then
/// the caller's actor runs once what was enqueued on it. A main-actor task that calls `sleep` on a `TestClock`
/// (not through `any FeatureClock`) resumes on the main actor, so advancing from the main actor sees it sleep
/// again; for a task on another executor, to be certain it sleeps again before time moves, wait for it with
/// ``waitForSleepers(_:timeout:fileID:filePath:line:column:)``.
///
/// ## Threading
/// `Sendable`: sleep from any task, advance from the test. Each operation takes a lock for a few array
/// operations; sleepers are resumed after the lock is released. Advancing waits for followed tasks without
/// polling: each sleep, wake and end of one is a lock round trip.
public final class TestClock: FeatureClock, TaskCountingClock, @unchecked Sendable {
    // `@unchecked Sendable` is sound: `machine`, `awake`, `awakeWaiters` and `settleSeconds` are only read and
    // written while holding `lock`; continuations are resumed after the lock is released.

    /// A sleeping task: how to resume it, and the followed tasks it is part of.
    private struct Sleeper {
        let continuation: CheckedContinuation<Void, any Error>
        let counted: [CountedTask]

        /// Marks the followed tasks busy, then resumes the sleeper.
        func wake(throwing error: (any Error)? = nil) {
            for task in counted {
                task.sleepEnded()
            }
            if let error {
                continuation.resume(throwing: error)
            } else {
                continuation.resume()
            }
        }
    }

    private typealias Machine = TestClockStateMachine<Sleeper, @Sendable () -> Void>

    private let lock = NSLock()
    private var machine = Machine()
    /// Sleepers woken that no followed task is part of, and whose `sleep` has not returned yet.
    private var awake = 0
    private var awakeWaiters: [@Sendable () -> Void] = []
    private var settleSeconds: TimeInterval = 2

    /// The tasks started on the Fluxes whose clock this is: what advancing waits for.
    package let runningTasks = RunningTaskCount()

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

    /// How long, in seconds of real time, advancing waits for a followed task that runs its own code (it began,
    /// or returned from its last sleep) and neither sleeps nor ends, before taking it to wait for something else
    /// than time: 2 by default. A task that waits on something else (a gate) while time moves costs this wait
    /// once per such wait; a task that hops between executors on its way to its next sleep must get there
    /// within it (raise it for a machine slower than that).
    public var settleTimeout: TimeInterval {
        get { lock.withLock { settleSeconds } }
        set { lock.withLock { settleSeconds = newValue } }
    }

    /// Suspends the calling task until the clock's time reaches now plus `duration`.
    ///
    /// A duration of zero or less ends at once (after a check for cancellation), like the live clock's.
    ///
    /// Called on a `TestClock` (not through `any FeatureClock`), it runs on the caller's actor: a main-actor task
    /// woken by ``advance(by:isolation:)`` resumes on the main actor at once, so that advancing from the main
    /// actor lets it run to its next sleep before time moves on.
    ///
    /// - Parameter duration: How long to sleep, in the clock's time.
    /// - Throws: `CancellationError` when the task is cancelled before or while it sleeps.
    nonisolated(nonsending) public func sleep(for duration: ClockDuration) async throws {
        try await sleep(for: duration, isolation: #isolation)
    }

    /// ``sleep(for:)`` on the caller's actor. The operation closure captures `isolation` and so runs on it; one
    /// that does not runs on the global executor, where a main-actor task filed its next sleep in a race with
    /// `advance` on the main actor, which could move time past that sleep first.
    private func sleep(for duration: ClockDuration, isolation: isolated (any Actor)?) async throws {
        try Task.checkCancellation()
        guard duration > .zero else { return }
        let counted = CountedTask.current.filter { $0.count === runningTasks }
        let id = lock.withLock { machine.makeID() }
        defer {
            if counted.isEmpty {
                returned()
            }
            for task in counted {
                task.resumed()
            }
        }
        try await withTaskCancellationHandler {
            _ = isolation  // Captured: the closure runs on the caller's actor, with no hop.
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let watchers = lock.withLock {
                    machine.sleep(id, for: duration, Sleeper(continuation: continuation, counted: counted)).watchers
                }
                // After the sleep is filed: whoever waits for these tasks to settle finds it.
                for task in counted {
                    task.sleepStarted()
                }
                for watcher in watchers {
                    watcher()
                }
                if Task.isCancelled {
                    take { $0.cancelSleep(id) }?.wake(throwing: CancellationError())
                }
            }
        } onCancel: {
            take { $0.cancelSleep(id) }?.wake(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration`, ending every sleep whose deadline it reaches, in deadline order.
    ///
    /// First waits until the followed tasks settle (see ``TestClock``); then stops time at each deadline on the
    /// way, resumes that sleeper, and waits for the tasks to settle again before going on: a woken task that
    /// sleeps again before time reaches the target is woken on the way, every time (for the tasks the clock
    /// follows, and a main-actor task of the test's own; see ``TestClock``).
    ///
    /// - Parameters:
    ///   - duration: How far to move; zero or less moves nothing and ends no sleep.
    ///   - isolation: The caller's actor; leave the default.
    public func advance(by duration: ClockDuration, isolation: isolated (any Actor)? = #isolation) async {
        let target = lock.withLock { machine.now } + max(duration, .zero)
        await settle()
        while let sleeper = take({ $0.advance(upTo: target) }) {
            sleeper.wake()
            await settle()
        }
    }

    /// Ends every pending sleep, moving time to each deadline in turn, until none is pending.
    ///
    /// Like ``advance(by:isolation:)`` to the last deadline, waiting for the followed tasks in the same way; work
    /// that sleeps again forever keeps it running (the suite's time limit ends such a test).
    ///
    /// - Parameter isolation: The caller's actor; leave the default.
    public func run(isolation: isolated (any Actor)? = #isolation) async {
        await settle()
        while let sleeper = take({ $0.runNext() }) {
            sleeper.wake()
            await settle()
        }
    }

    /// Returns as soon as at least `count` sleeps are pending; fails the test when they are not after `timeout`.
    ///
    /// Waits without polling; returns at once when that many are pending already. Not needed before
    /// ``advance(by:isolation:)`` for the tasks a Flux whose clock this is starts: advancing waits for them.
    /// Use it for tasks of the test's own, or to state how many sleep.
    ///
    /// - Parameters:
    ///   - count: How many pending sleeps to wait for.
    ///   - timeout: How long to wait before failing, in seconds of real time; only a wrong count waits so long.
    ///   - fileID: The file to report a failure in; leave the default.
    ///   - filePath: The file to report a failure in, for XCTest; leave the default.
    ///   - line: The line to report a failure on; leave the default.
    ///   - column: The column to report a failure at; leave the default.
    public func waitForSleepers(
        _ count: Int = 1, timeout: TimeInterval = 10,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let id = lock.withLock { machine.makeID() }
        let outcome = await BoundedWait.wait(seconds: timeout) { met in
            lock.withLock { machine.watch(id, count: count, met) }?()
        }
        _ = lock.withLock { machine.cancelWatch(id) }
        guard outcome == .timedOut else { return }
        let pending = pendingSleeps
        IssueReporting.fail(
            "waitForSleepers(\(count)) waited \(timeout) s, and \(pending) "
                + (pending == 1 ? "sleep is" : "sleeps are") + " pending on this clock: "
                + "wait for as many sleeps as the work starts, and make sure it sleeps on this clock. Before "
                + "advance(by:) or run(), the tasks of a Flux whose `dependencies.clock` is this clock need no "
                + "waitForSleepers: set the clock there and remove the call.",
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Removes a sleeper from the machine with `body`; counts it as awake when no followed task is part of it.
    private func take(_ body: (inout Machine) -> Sleeper?) -> Sleeper? {
        lock.withLock {
            let sleeper = body(&machine)
            if let sleeper, sleeper.counted.isEmpty {
                awake += 1
            }
            return sleeper
        }
    }

    /// A woken sleeper no followed task is part of returned from `sleep`.
    private func returned() {
        let waiters = lock.withLock { () -> [@Sendable () -> Void] in
            awake -= 1
            guard awake == 0 else { return [] }
            defer { awakeWaiters = [] }
            return awakeWaiters
        }
        for waiter in waiters {
            waiter()
        }
    }

    /// Waits until every woken sleeper no followed task is part of has returned from `sleep` (then lets the
    /// caller's actor run once), and no followed task is busy (or has been for ``settleTimeout``).
    private func settle(isolation: isolated (any Actor)? = #isolation) async {
        while true {
            let awakeNow = lock.withLock { awake > 0 }
            if awakeNow {
                _ = await BoundedWait.wait(seconds: .infinity) { met in
                    let now = lock.withLock {
                        guard awake > 0 else { return true }
                        awakeWaiters.append(met)
                        return false
                    }
                    if now {
                        met()
                    }
                }
                await Task.yield()
            }
            if runningTasks.snapshot.busy > 0 {
                let outcome = await BoundedWait.wait(seconds: settleTimeout) { met in
                    runningTasks.when({ $0.busy == 0 }, met)
                }
                switch outcome {
                case .met: break
                case .timedOut: runningTasks.setAsideBusy()
                case .cancelled: return
                }
            }
            if runningTasks.snapshot.busy == 0, lock.withLock({ awake == 0 }) {
                return
            }
            if Task.isCancelled {
                return
            }
        }
    }
}
