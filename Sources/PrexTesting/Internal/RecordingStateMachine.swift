/// What a recorder has seen, and who is waiting for what comes next: the state machine behind
/// ``ActionRecorder`` and ``RecordingView``.
///
/// Everything recorded stays in ``elements``. A cursor marks how far waiters have been served: each wait
/// takes the next `count` elements after the cursor and moves it past them, so an element recorded before
/// anyone waited for it is still handed out, and no element is handed out twice. Waiters are served in the
/// order they started waiting; one that wants more than has arrived holds up the ones behind it.
///
/// Every transition is a `mutating func` that returns what to do next (which waiter to resume, with what),
/// without resuming anything itself: the owner calls it under its lock (or on its actor) and acts on the
/// result afterwards. `Waiter` is whatever the owner resumes: a continuation, or a number in a unit test.
struct RecordingStateMachine<Element, Waiter> {
    /// How a wait ended.
    enum Outcome {
        /// The elements the waiter asked for, in the order they were recorded.
        case delivered([Element])
        /// The deadline passed first; `arrived` are the elements recorded after the cursor meanwhile, fewer
        /// than asked for. They stay unclaimed, for the next wait.
        case timedOut(arrived: [Element])
        /// The waiting task was cancelled.
        case cancelled
    }

    /// A waiter to resume, and how.
    struct Resumption {
        /// Who waited.
        var waiter: Waiter
        /// What it gets.
        var outcome: Outcome
    }

    /// Everything recorded, in order.
    private(set) var elements: [Element] = []
    /// How many elements waits have claimed so far.
    private(set) var cursor = 0
    /// Waits in progress, oldest first.
    private var waits: [(id: UInt64, count: Int, waiter: Waiter)] = []
    private var lastID: UInt64 = 0

    /// The elements recorded after the cursor, which no wait has claimed yet.
    var unclaimed: ArraySlice<Element> {
        elements[cursor...]
    }

    /// A new identifier for a wait, to pass to ``wait(_:count:for:)``, ``expire(_:)`` and ``cancel(_:)``.
    ///
    /// An identifier is made before its wait starts, so that an owner can hand it to a cancellation handler.
    mutating func makeWaitID() -> UInt64 {
        lastID += 1
        return lastID
    }

    /// Records `element`, and serves the waits it completes.
    mutating func append(_ element: Element) -> [Resumption] {
        elements.append(element)
        return serve()
    }

    /// Starts waiting for the next `count` elements after the cursor.
    ///
    /// - Returns: The resumption of this very wait when it can end at once (enough elements are there and no
    ///   earlier wait is ahead of it, or `count` is zero or less); `nil` when the waiter must wait.
    mutating func wait(_ id: UInt64, count: Int, for waiter: Waiter) -> Resumption? {
        waits.append((id, max(count, 0), waiter))
        let served = serve()
        // Only this wait can have been served: the ones before it were waiting already.
        return served.first
    }

    /// Ends a wait whose deadline passed, unless it ended already.
    ///
    /// - Returns: The timed-out wait's resumption first (when it was still waiting), then those of the waits
    ///   behind it that can now be served.
    mutating func expire(_ id: UInt64) -> [Resumption] {
        guard let index = waits.firstIndex(where: { $0.id == id }) else { return [] }
        let expired = waits.remove(at: index)
        return [Resumption(waiter: expired.waiter, outcome: .timedOut(arrived: Array(unclaimed)))] + serve()
    }

    /// Ends a wait whose task was cancelled, unless it ended already or has not started.
    ///
    /// A cancellation handler may run before its wait starts; the owner checks `Task.isCancelled` right after
    /// starting the wait and cancels it then.
    ///
    /// - Returns: The cancelled wait's resumption first (when it was waiting), then those of the waits behind
    ///   it that can now be served.
    mutating func cancel(_ id: UInt64) -> [Resumption] {
        guard let index = waits.firstIndex(where: { $0.id == id }) else { return [] }
        let cancelled = waits.remove(at: index)
        return [Resumption(waiter: cancelled.waiter, outcome: .cancelled)] + serve()
    }

    /// Serves the oldest waits while enough unclaimed elements are there for them.
    private mutating func serve() -> [Resumption] {
        var served: [Resumption] = []
        while let first = waits.first, first.count <= elements.count - cursor {
            waits.removeFirst()
            let claimed = Array(elements[cursor..<cursor + first.count])
            cursor += first.count
            served.append(Resumption(waiter: first.waiter, outcome: .delivered(claimed)))
        }
        return served
    }
}
