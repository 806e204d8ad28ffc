/// Owns the current ``State``, applies the ``Mutation`` to every dispatched action, and tells listeners.
///
/// A ``Flux`` creates the store (its initializer is not public) and registers it with its ``Dispatcher``.
///
/// ## Threading
/// Every method is safe to call from any thread at any time.
/// - ``state`` returns the latest state without waiting for a delivery in progress.
/// - Listeners run on the thread that dispatched the action, one change at a time, in dispatch order.
///   A listener may read ``state``, dispatch (the action is queued behind the current one), or add and
///   remove listeners.
/// - ``addListener(callback:)`` and ``removeListener(with:)`` wait while another thread is delivering;
///   once `removeListener` returns, the listener is never called again.
///
/// ```swift
/// let subscription = flux.store.addListener { change in
///     print(change.old?.count as Any, "->", change.new.count)
/// }
/// flux.store.removeListener(with: subscription)
/// ```
public final class Store<State: Prex.State>: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `current` and the listener list are only touched while holding
    // `gate`; `published` is a `Locked` value; `State` is `Sendable`.

    /// The Flux's gate, shared with its dispatcher.
    @usableFromInline let gate: Lock
    @usableFromInline let listeners = CallbackList<@Sendable (StateChange<State>) -> Void>()
    /// The state mutations work on, in place. The gate makes every access exclusive, and the only access
    /// that spans user code (the mutation's `inout`) cannot be reached by that code, so the runtime's
    /// dynamic exclusivity check is skipped.
    @usableFromInline @exclusivity(unchecked) var current: State
    /// A copy of `current` for readers on any thread, so reading never waits for a delivery.
    @usableFromInline let published: Locked<State>

    @usableFromInline
    init(state: State, gate: Lock) {
        self.gate = gate
        current = state
        published = Locked(state)
    }

    /// The current state. Safe from any thread; one lock round trip.
    @inlinable
    public var state: State {
        published.withLock { $0 }
    }

    /// Registers a listener that receives every change of state from now on.
    ///
    /// The listener runs on the dispatching thread, right after the mutation. Cost: O(1).
    ///
    /// - Parameter callback: Called once per applied action, in order, with the old and new state.
    /// - Returns: The subscription to pass to ``removeListener(with:)``.
    @inlinable
    public func addListener(callback: @escaping @Sendable (StateChange<State>) -> Void) -> Subscription {
        gate.withLock { listeners.add(callback) }
    }

    /// Removes a listener. It is not called again, not even for a change being delivered right now.
    ///
    /// Removing twice, or a subscription from another store or a dispatcher, is a no-op.
    /// Cost: O(log n) to find the listener, plus O(n) to close the gap unless it was the last one added.
    ///
    /// - Parameter subscription: What ``addListener(callback:)`` returned.
    @inlinable
    public func removeListener(with subscription: Subscription) {
        gate.withLock { listeners.remove(subscription) }
    }

    /// Registers the listener `make` builds from the current state, with no change possible in between:
    /// the listener's first change starts from exactly that state.
    @inlinable
    func addListener<Receiver>(
        startingFrom make: (_ current: State) -> (receiver: Receiver, callback: @Sendable (StateChange<State>) -> Void)
    ) -> (receiver: Receiver, subscription: Subscription) {
        gate.withLock {
            let made = make(current)
            return (made.receiver, listeners.add(made.callback))
        }
    }

    /// The number of registered listeners. For the package's tests only: `package` access keeps it out of the
    /// library's API.
    package var listenerCount: Int {
        gate.withLock { listeners.count }
    }

    /// Applies one action and notifies the listeners. Called by the dispatcher, holding the gate.
    @inlinable
    func apply<M: Mutation>(_ action: M.Action, with mutation: M) where M.State == State {
        let old = current
        mutation.mutate(action: action, state: &current)
        let new = current
        published.withLock { $0 = new }
        let change = StateChange(new: new, old: old)
        listeners.forEachCallback { listener in listener(change) }
    }
}
