import Prex

/// The time of a ``TestClock`` and who sleeps on it: the state machine behind the clock.
///
/// Every transition is a `mutating func` that returns who to resume, without resuming anything: the clock calls
/// it under its lock and resumes afterwards. `Sleeper` is what a sleeping task is resumed through, `Watcher`
/// what a task waiting for sleepers is resumed through (a sleeper's continuation and a waiter's callback in the
/// clock; numbers in a unit test). The rules:
/// - time only moves forward, and only when told to (``advance(upTo:)``, ``runNext()``);
/// - a sleep of zero or less ends at once; a sleep ends when time reaches its deadline, sleeps with the same
///   deadline in the order they started;
/// - a watcher waiting for `count` sleepers is resumed as soon as that many sleeps are pending.
struct TestClockStateMachine<Sleeper, Watcher> {
    /// The time since the clock was made.
    private(set) var now = ClockDuration.zero
    /// The pending sleeps, in the order they end: by deadline, then by start.
    private var sleeps: [(id: UInt64, deadline: ClockDuration, sleeper: Sleeper)] = []
    /// The tasks waiting for a number of pending sleeps, oldest first.
    private var watches: [(id: UInt64, count: Int, watcher: Watcher)] = []
    private var lastID: UInt64 = 0

    /// How many sleeps are pending.
    var pendingSleeps: Int { sleeps.count }

    /// The deadlines of the pending sleeps, in the order they end.
    var deadlines: [ClockDuration] { sleeps.map(\.deadline) }

    /// A new identifier for a sleep or a watch, made before it starts so that a cancellation handler has it.
    mutating func makeID() -> UInt64 {
        lastID += 1
        return lastID
    }

    /// Starts a sleep of `duration`.
    ///
    /// - Returns: `sleeper` to resume now when the duration is zero or less (the sleep is over), else `nil`;
    ///   and the watchers that the new pending sleep satisfies.
    mutating func sleep(_ id: UInt64, for duration: ClockDuration, _ sleeper: Sleeper) -> (
        now: Sleeper?, watchers: [Watcher]
    ) {
        guard duration > .zero else { return (sleeper, []) }
        let deadline = now + duration
        let index = sleeps.firstIndex { $0.deadline > deadline } ?? sleeps.endIndex
        sleeps.insert((id, deadline, sleeper), at: index)
        return (nil, serveWatches())
    }

    /// Ends a sleep whose task was cancelled, unless it ended already.
    ///
    /// - Returns: The sleeper to resume with `CancellationError`, if it was still pending.
    mutating func cancelSleep(_ id: UInt64) -> Sleeper? {
        guard let index = sleeps.firstIndex(where: { $0.id == id }) else { return nil }
        return sleeps.remove(at: index).sleeper
    }

    /// Moves time to the first pending deadline at or before `target` and ends that sleep; when there is none,
    /// moves time to `target` (unless it is earlier than now).
    ///
    /// - Returns: The sleeper to resume, or `nil` when time reached `target`.
    mutating func advance(upTo target: ClockDuration) -> Sleeper? {
        if let first = sleeps.first, first.deadline <= target {
            sleeps.removeFirst()
            now = max(now, first.deadline)
            return first.sleeper
        }
        now = max(now, target)
        return nil
    }

    /// Moves time to the first pending deadline, and ends that sleep.
    ///
    /// - Returns: The sleeper to resume, or `nil` when no sleep is pending.
    mutating func runNext() -> Sleeper? {
        guard let first = sleeps.first else { return nil }
        return advance(upTo: first.deadline)
    }

    /// Starts waiting until at least `count` sleeps are pending.
    ///
    /// - Returns: `watcher` when that many are pending already (the wait is over), else `nil`.
    mutating func watch(_ id: UInt64, count: Int, _ watcher: Watcher) -> Watcher? {
        guard sleeps.count < count else { return watcher }
        watches.append((id, count, watcher))
        return nil
    }

    /// Ends a watch whose task was cancelled, unless it ended already.
    ///
    /// - Returns: The watcher to resume, if it was still waiting.
    mutating func cancelWatch(_ id: UInt64) -> Watcher? {
        guard let index = watches.firstIndex(where: { $0.id == id }) else { return nil }
        return watches.remove(at: index).watcher
    }

    private mutating func serveWatches() -> [Watcher] {
        let pending = sleeps.count
        let served = watches.filter { $0.count <= pending }.map(\.watcher)
        watches.removeAll { $0.count <= pending }
        return served
    }
}
