/// Counts tasks a `TaskTable` starts, until each body returns: how PrexTesting's test store knows whether effects
/// still run (and which were cancelled), and how its test clock knows whether effects are busy or asleep on it.
///
/// A task joins the count that is ``current`` (a task-local the test store sets around each call it drives; tasks
/// inherit it), the count registered for its Flux's store or one the store was scoped from
/// (``countTasks(on:)``), and the count of its Flux's clock when that clock is a ``TaskCountingClock``. Outside
/// tests none applies: a start pays one task-local read, one lock and one dependency look-up.
package final class RunningTaskCount: Sendable {
    /// The count that tasks started now join; `nil` outside a test store's calls.
    @TaskLocal package static var current: RunningTaskCount?

    private let state = Locked(State())

    /// What a test waits on: how many counted tasks run, were cancelled, and are busy.
    package struct Snapshot: Sendable {
        /// Started and not returned.
        package var running = 0
        /// Of those, cancelled: they are unwinding.
        package var cancelled = 0
        /// Of those, neither asleep on a clock nor set aside by ``setAsideBusy()``.
        package var busy = 0
        /// How many counted tasks were ever cancelled.
        package var cancellations = 0
    }

    fileprivate struct Entry {
        fileprivate var sleeps = 0
        fileprivate var cancelled = false
        /// Whether the task runs its own code, or is late, or set aside: only a running task may be waiting for
        /// something else; one not yet scheduled is merely late.
        fileprivate var activity = CountedTaskActivity.late

        /// Counted as busy: asleep on nothing, and not set aside.
        fileprivate var isBusy: Bool { sleeps <= 0 && activity != .setAside }
    }

    private struct State {
        var snapshot = Snapshot()
        var entries: [UInt64: Entry] = [:]
        var lastID: UInt64 = 0
        var waiters: [(condition: @Sendable (Snapshot) -> Bool, callback: @Sendable () -> Void)] = []

        /// Applies `change` to the entry `id` (unless it finished), keeping `busy` right; returns the callbacks
        /// whose condition now holds.
        mutating func update(_ id: UInt64, _ change: (inout Entry) -> Void) -> [@Sendable () -> Void] {
            guard var entry = entries[id] else { return [] }
            let wasBusy = entry.isBusy
            let wasCancelled = entry.cancelled
            change(&entry)
            entries[id] = entry
            snapshot.busy += (entry.isBusy ? 1 : 0) - (wasBusy ? 1 : 0)
            if entry.cancelled, !wasCancelled {
                snapshot.cancelled += 1
                snapshot.cancellations += 1
            }
            return served()
        }

        mutating func served() -> [@Sendable () -> Void] {
            guard !waiters.isEmpty else { return [] }
            let now = snapshot
            let ready = waiters.filter { $0.condition(now) }.map(\.callback)
            waiters.removeAll { $0.condition(now) }
            return ready
        }
    }

    package init() {}

    /// The counts now.
    package var snapshot: Snapshot {
        state.withLock { $0.snapshot }
    }

    /// How many counted tasks run now.
    package var running: Int {
        state.withLock { $0.snapshot.running }
    }

    /// Runs `callback` once `condition` holds: now, on the calling thread, when it does; otherwise on the thread
    /// of the change that makes it hold. Conditions are checked under a lock: keep them to a few comparisons.
    package func when(
        _ condition: @escaping @Sendable (Snapshot) -> Bool, _ callback: @escaping @Sendable () -> Void
    ) {
        let now = state.withLock { state -> Bool in
            guard !condition(state.snapshot) else { return true }
            state.waiters.append((condition, callback))
            return false
        }
        if now {
            callback()
        }
    }

    /// Runs `callback` once no counted task runs (see ``when(_:_:)``).
    package func whenNoneRun(_ callback: @escaping @Sendable () -> Void) {
        when({ $0.running == 0 }, callback)
    }

    /// Stops counting the tasks busy now as busy, until each next sleeps, wakes, is cancelled or ends: a test
    /// clock's way to go on when they wait for something else than time. A task that has not begun, or not
    /// returned from the sleep that woke it, stays busy: it is waiting for its executor, not for something else.
    package func setAsideBusy() {
        let callbacks = state.withLock { state -> [@Sendable () -> Void] in
            var callbacks: [@Sendable () -> Void] = []
            for (id, entry) in state.entries where entry.sleeps <= 0 && entry.activity == .running {
                callbacks += state.update(id) { _ = $0.activity.setAside(awake: $0.sleeps <= 0) }
            }
            return callbacks
        }
        for callback in callbacks {
            callback()
        }
    }

    /// A counted task started: it is running and busy.
    func started() -> CountedTask {
        let id = state.withLock { state -> UInt64 in
            state.lastID += 1
            state.entries[state.lastID] = Entry()
            state.snapshot.running += 1
            state.snapshot.busy += 1
            return state.lastID
        }
        return CountedTask(count: self, id: id)
    }

    /// Applies `change` to the task `id`, then runs the callbacks it satisfied.
    fileprivate func update(_ id: UInt64, _ change: (inout Entry) -> Void) {
        let callbacks = state.withLock { $0.update(id, change) }
        for callback in callbacks {
            callback()
        }
    }

    /// The task `id`'s body returned.
    fileprivate func finished(_ id: UInt64) {
        let callbacks = state.withLock { state -> [@Sendable () -> Void] in
            guard let entry = state.entries.removeValue(forKey: id) else { return [] }
            state.snapshot.running -= 1
            state.snapshot.cancelled -= entry.cancelled ? 1 : 0
            state.snapshot.busy -= entry.isBusy ? 1 : 0
            return state.served()
        }
        for callback in callbacks {
            callback()
        }
    }
}

/// One task in a ``RunningTaskCount``: what the task table reports its cancellation and end through, and what a
/// test clock reports its sleeps through. Any thread.
package final class CountedTask: Sendable {
    /// The counted tasks the running code belongs to (a task table binds it around each counted task's body).
    @TaskLocal package static var current: [CountedTask] = []

    /// The count the task is in.
    package let count: RunningTaskCount
    private let id: UInt64

    fileprivate init(count: RunningTaskCount, id: UInt64) {
        self.count = count
        self.id = id
    }

    /// The task's body began to run.
    func began() {
        count.update(id) { $0.activity.resumed() }
    }

    /// The task returned from a sleep on a clock (woken or cancelled): it runs its own code again.
    package func resumed() {
        count.update(id) { $0.activity.resumed() }
    }

    /// The task started a sleep on a clock: it is no longer busy (until as many sleeps end).
    package func sleepStarted() {
        count.update(id) {
            $0.sleeps += 1
            $0.activity.sleptOrCancelled()
        }
    }

    /// A sleep of the task ended (time reached it, or it was cancelled): it is busy again, unless it sleeps on.
    /// Call it before resuming the sleeper, so that no one sees the task idle in between.
    package func sleepEnded() {
        count.update(id) {
            $0.sleeps -= 1
            $0.activity.woke()
        }
    }

    /// The task was cancelled: it is unwinding.
    func cancelled() {
        count.update(id) {
            $0.cancelled = true
            $0.activity.sleptOrCancelled()
        }
    }

    /// The task's body returned.
    func finished() {
        count.finished(id)
    }
}

/// A clock that counts the tasks started on the Fluxes it is the clock of (PrexTesting's test clock): a task
/// table starting a task on a Flux whose `dependencies.clock` is one joins its ``runningTasks``.
package protocol TaskCountingClock: FeatureClock {
    /// The count the tasks join.
    var runningTasks: RunningTaskCount { get }
}

/// A store seen without its state's type, for walking from a scoped store to the stores it was scoped from.
private protocol ScopedStore: AnyObject {
    /// The store this one was scoped from; `nil` for a Flux tree's root.
    var parentStore: AnyObject? { get }
}

extension Store: ScopedStore {
    fileprivate var parentStore: AnyObject? { upstream?.parent }
}

extension RunningTaskCount {
    /// The counts registered with ``countTasks(on:)``, by the store they count the tasks of.
    private static let registered = Locked<[ObjectIdentifier: RunningTaskCount]>([:])

    /// Counts every task started on `store`'s Flux and on the Fluxes scoped from it, from now until
    /// ``stopCountingTasks(on:)``. The caller keeps `store` alive meanwhile.
    package func countTasks(on store: AnyObject) {
        Self.registered.withLock { $0[ObjectIdentifier(store)] = self }
    }

    /// Stops what ``countTasks(on:)`` started.
    package func stopCountingTasks(on store: AnyObject) {
        _ = Self.registered.withLock { $0.removeValue(forKey: ObjectIdentifier(store)) }
    }

    /// The counts a task started now on `flux` joins, each once.
    static func counts<Action, State>(for flux: Flux<Action, State>) -> [RunningTaskCount] {
        var counts: [RunningTaskCount] = []
        if let current {
            counts.append(current)
        }
        registered.withLock { registered in
            guard !registered.isEmpty else { return }
            var store: AnyObject? = flux.store
            while let next = store {
                if let count = registered[ObjectIdentifier(next)], !counts.contains(where: { $0 === count }) {
                    counts.append(count)
                }
                store = (next as? any ScopedStore)?.parentStore
            }
        }
        var dependencies = flux.dependencies
        dependencies.unsetReadReporter = nil
        if let clock = dependencies.clock as? any TaskCountingClock,
            !counts.contains(where: { $0 === clock.runningTasks })
        {
            counts.append(clock.runningTasks)
        }
        return counts
    }
}
