/// What a presenter's view has seen and what it still has to see: the state machine behind ``ViewDelivery``.
///
/// Every transition is a pure `mutating func` returning what to do next, under the lock that guards it. Rules:
/// - the view never sees an older state after a newer one;
/// - every change it receives starts from what it reflected last (`old == shown`);
/// - changes arriving off the main queue while a hop to main is scheduled are merged into it;
/// - what comes on the main queue while the view reflects (the `…WhileReflecting` transitions) waits in ``waiting``
///   until ``takeWaiting()``, merged with whatever else came. Whether the view reflects is the delivery's
///   main-queue state (``ViewReflection``), read without this lock;
/// - a change carries the transactions of the actions it shows for the first time, merged in dispatch order
///   (``Transaction/merging(_:)``): what waits keeps its transactions until it is reflected.
@usableFromInline
struct ViewDeliveryStateMachine<State: Prex.State>: Sendable {
    /// The state the view reflected last, or is reflecting now (or the state it started from).
    @usableFromInline private(set) var shown: State
    /// The newest state received (off the main queue, or while the view reflected) and not yet reflected.
    @usableFromInline private(set) var waiting = Waiting.nothing
    /// The transactions of the changes merged into what waits, or of a change a full render superseded.
    private(set) var pendingTransaction = Transaction()
    /// Whether a hop to the main queue is scheduled and will call ``hop()``.
    private(set) var isHopScheduled = false
    /// Whether the delivery closed: nothing is reflected any more.
    private(set) var isClosed = false

    /// What the view still has to see, besides what it reflects now: a state waits as a change or whole, never both.
    @usableFromInline
    enum Waiting: Sendable {
        /// Nothing: the view saw, or is reflecting, the newest state.
        case nothing
        /// A newer state, to reflect as the change from ``shown``.
        case change(State)
        /// A newer state, to reflect whole (`old == nil`): a full render was asked for while the view reflected.
        case whole(State)
    }

    @usableFromInline
    init(shown: State) {
        self.shown = shown
    }

    /// The state that waits, as a change or whole; `nil` when none does.
    var pending: State? {
        switch waiting {
        case .nothing: nil
        case .change(let state), .whole(let state): state
        }
    }

    /// A change arrived on the main queue while the view is not reflecting: reflect it now; it supersedes anything
    /// pending. With nothing pending, the view has shown every earlier change, so the change's `old` is what it
    /// showed and it is reflected as it is.
    @inlinable
    mutating func receiveOnMain(_ change: StateChange<State>) -> StateChange<State> {
        guard case .nothing = waiting, change.old != nil else {
            waiting = .nothing
            keep(change.transaction)
            return show(change.new)
        }
        shown = change.new
        return change
    }

    /// A new state arrived on the main queue while the view reflects (it dispatched from `reflect`, or a
    /// listener or handler did): keep it, and its change's transaction, for ``takeWaiting()``.
    @usableFromInline
    mutating func receiveWhileReflecting(_ new: State, transaction: Transaction = Transaction()) {
        wait(new)
        keep(transaction)
    }

    /// A new state arrived off the main queue: keep it, and its change's transaction, for the hop; returns whether
    /// the caller must schedule one.
    @usableFromInline
    mutating func receiveOffMain(_ new: State, transaction: Transaction = Transaction()) -> Bool {
        wait(new)
        keep(transaction)
        if isHopScheduled {
            return false
        }
        isHopScheduled = true
        return true
    }

    /// The scheduled hop runs on the main queue, while the view is not reflecting; returns the change to reflect, or
    /// `nil` when a newer state was already reflected on main.
    mutating func hop() -> StateChange<State>? {
        isHopScheduled = false
        return takeWaiting()
    }

    /// The scheduled hop runs while the view reflects (`reflect` ran the main queue): what is pending waits for
    /// ``takeWaiting()``.
    mutating func hopWhileReflecting() {
        isHopScheduled = false
    }

    /// The view returned from `reflect`, and something came on the main queue meanwhile; returns the change to
    /// reflect next (the newest state, from what the view showed, or whole after a full render was asked for), or
    /// `nil` when nothing is left (the delivery closed, or the state was already reflected).
    mutating func takeWaiting() -> StateChange<State>? {
        switch waiting {
        case .nothing:
            return nil
        case .change(let next):
            waiting = .nothing
            return show(next)
        case .whole(let next):
            waiting = .nothing
            shown = next
            return StateChange(new: next, old: nil, transaction: takeTransaction())
        }
    }

    /// The delivery closed: drop what is pending, reflect nothing from now on (the store's listener is removed by
    /// then, so no change arrives either).
    mutating func close() {
        isClosed = true
        waiting = .nothing
        pendingTransaction = Transaction()
    }

    /// A full render was requested, on the main queue, while the view is not reflecting. `current` must be the
    /// store's state read while holding the lock that guards this value, so that nothing pending can be newer.
    mutating func reflectAll(current: State) -> StateChange<State>? {
        guard !isClosed else { return nil }
        waiting = .nothing
        shown = current
        return StateChange(new: current, old: nil, transaction: takeTransaction())
    }

    /// A full render was requested while the view reflects: it comes from ``takeWaiting()``, with whatever
    /// arrived meanwhile. `current` as for ``reflectAll(current:)``.
    mutating func reflectAllWhileReflecting(current: State) {
        guard !isClosed else { return }
        waiting = .whole(current)
    }

    /// `new` waits, replacing what waited: whole if a full render waited, else as a change.
    mutating func wait(_ new: State) {
        if case .whole = waiting {
            waiting = .whole(new)
        } else {
            waiting = .change(new)
        }
    }

    /// The change from what the view showed to `new`, with the transactions kept so far; `new` is shown from now on.
    @usableFromInline
    mutating func show(_ new: State) -> StateChange<State> {
        let change = StateChange(new: new, old: shown, transaction: takeTransaction())
        shown = new
        return change
    }

    /// Merges `transaction` into the transactions of what waits, later.
    @usableFromInline
    mutating func keep(_ transaction: Transaction) {
        pendingTransaction = pendingTransaction.merging(transaction)
    }

    /// The transactions of what waits, which the change being made carries; none wait from now on.
    mutating func takeTransaction() -> Transaction {
        defer { pendingTransaction = Transaction() }
        return pendingTransaction
    }
}

/// Whether a presenter's view is being called now, and whether a change came on the main queue meanwhile: the
/// main-queue state of ``ViewDelivery``, kept without a lock (in a ``MainQueueConfined``).
///
/// Exactly the three possible states: nothing waits while the view is not reflecting, because the delivery calls
/// the view again with what waits before it leaves ``reflecting``. What waits is in the delivery's
/// ``ViewDeliveryStateMachine``; this says only whether to look. Each transition is a pure `mutating func` that
/// calls nothing, and returns what the caller must do.
@usableFromInline
enum ViewReflection: Sendable {
    /// The view is not being called.
    case idle
    /// The view is being called, and nothing came meanwhile.
    case reflecting
    /// The view is being called, and a change came meanwhile: it waits for the view to return.
    case reflectingWithWaiting

    /// What the caller does with a change that came on the main queue.
    @usableFromInline
    enum Arrival: Sendable {
        /// Call the view now (after ``began()``).
        case reflectNow
        /// Keep the change for when the view returns: it is reflecting.
        case wait
    }

    /// A change came on the main queue (from the store, a hop, a full render).
    @usableFromInline
    mutating func arrived() -> Arrival {
        if case .idle = self {
            return .reflectNow
        }
        self = .reflectingWithWaiting
        return .wait
    }

    /// The view is about to be called, with nothing waiting.
    mutating func began() {
        assert(self == .idle, "a view called while it reflects")
        self = .reflecting
    }

    /// The view returned: returns `true` when a change came meanwhile, which the caller takes and gives the view
    /// (still reflecting), then calls this again; `false` when none came, and the view is idle from now on.
    mutating func returned() -> Bool {
        switch self {
        case .reflectingWithWaiting:
            self = .reflecting
            return true
        case .reflecting:
            self = .idle
            return false
        case .idle:
            assertionFailure("a view returned that was not called")
            return false
        }
    }
}
