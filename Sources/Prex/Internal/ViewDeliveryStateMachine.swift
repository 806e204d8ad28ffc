/// What a presenter's view has seen and what it still has to see: the state machine behind
/// ``ViewDelivery``.
///
/// Every transition is a pure `mutating func` that returns what to do next, so the rules can be tested
/// and reasoned about under the lock that guards them:
/// - the view never sees an older state after a newer one;
/// - every change it receives starts from what it reflected last (`old == shown`);
/// - changes that arrive off the main queue while a hop to main is already scheduled are merged into it.
@usableFromInline
struct ViewDeliveryStateMachine<State: Prex.State>: Sendable {
    /// The state the view reflected last (or the state it started from).
    @usableFromInline private(set) var shown: State
    /// The newest state received off the main queue and not yet reflected.
    @usableFromInline private(set) var pending: State?
    /// Whether a hop to the main queue is scheduled and will call ``hop()``.
    @usableFromInline private(set) var isHopScheduled = false

    @inlinable
    init(shown: State) {
        self.shown = shown
    }

    /// A new state arrived on the main queue: reflect it now. It supersedes anything pending.
    @inlinable
    mutating func receiveOnMain(_ new: State) -> StateChange<State> {
        pending = nil
        return show(new)
    }

    /// A new state arrived off the main queue: keep it for the hop.
    ///
    /// - Returns: Whether the caller must schedule a hop (none is scheduled yet).
    @inlinable
    mutating func receiveOffMain(_ new: State) -> Bool {
        pending = new
        if isHopScheduled {
            return false
        }
        isHopScheduled = true
        return true
    }

    /// The scheduled hop runs on the main queue.
    ///
    /// - Returns: The change to reflect, or `nil` when a newer state was already reflected on main.
    @inlinable
    mutating func hop() -> StateChange<State>? {
        isHopScheduled = false
        guard let next = pending else { return nil }
        pending = nil
        return show(next)
    }

    /// A full render was requested, on the main queue. `current` must be the store's state read while
    /// holding the lock that guards this value, so that nothing pending can be newer than it.
    @inlinable
    mutating func reflectAll(current: State) -> StateChange<State> {
        pending = nil
        shown = current
        return StateChange(new: current, old: nil)
    }

    @inlinable
    mutating func show(_ new: State) -> StateChange<State> {
        let change = StateChange(new: new, old: shown)
        shown = new
        return change
    }
}
