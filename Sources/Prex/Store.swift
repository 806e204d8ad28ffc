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
///
/// ## Lifetime
/// As in the original Prex, a dispatcher does not keep its store alive. Once the store's last owner (its
/// ``Flux``, and whoever kept `flux.store`) lets it go, dispatching applies nothing and reaches no listener,
/// and the listeners are released; the dispatcher's handlers still receive every action. A store that goes
/// while it notifies its listeners (a listener, or a view, drops its last owner) finishes that notification
/// first: every listener registered when it began, and not removed since, is called, as in the original, whose
/// store lived until it had applied the action. A store that goes while its mutation runs lets the mutation
/// complete and notifies no listener of that change.
public final class Store<State: Prex.State>: Sendable {
    /// The state and listeners, which the Flux's dispatcher applies actions to. The dispatcher owns the core,
    /// not the store: see ``StoreCore``.
    @usableFromInline let core: StoreCore<State>
    /// Whether this is the store a Flux hands out, which detaches the core when it goes; `false` for the
    /// internal view of the core a debug log applies through.
    @usableFromInline let detachesOnDeinit: Bool

    @usableFromInline
    init(state: State, gate: Lock) {
        core = StoreCore(state: state, gate: gate)
        detachesOnDeinit = true
    }

    /// A second view of `core`, which does not detach it when it goes.
    @usableFromInline
    init(applyingTo core: StoreCore<State>) {
        self.core = core
        detachesOnDeinit = false
    }

    deinit {
        if detachesOnDeinit {
            core.detach()
        }
    }

    /// The current state. Safe from any thread; one lock round trip.
    @inlinable
    public var state: State {
        core.published.withLock { $0 }
    }

    /// Registers a listener that receives every change of state from now on.
    ///
    /// The listener runs on the dispatching thread, right after the mutation. Cost: O(1).
    ///
    /// - Parameter callback: Called once per applied action, in order, with the old and new state.
    /// - Returns: The subscription to pass to ``removeListener(with:)``.
    @inlinable
    public func addListener(callback: @escaping @Sendable (StateChange<State>) -> Void) -> Subscription {
        core.gate.withLock { core.listeners.add(callback) }
    }

    /// Removes a listener. It is not called again, not even for a change being delivered right now.
    ///
    /// Removing twice, or a subscription from another store or a dispatcher, is a no-op.
    /// Cost: O(log n) to find the listener, plus O(n) to close the gap unless it was the last one added.
    ///
    /// - Parameter subscription: What ``addListener(callback:)`` returned.
    @inlinable
    public func removeListener(with subscription: Subscription) {
        core.gate.withLock { core.listeners.remove(subscription) }
    }

    /// Registers the listener `make` builds from the current state, with no change possible in between:
    /// the listener's first change starts from exactly that state.
    @inlinable
    func addListener<Receiver>(
        startingFrom make: (_ current: State) -> (receiver: Receiver, callback: @Sendable (StateChange<State>) -> Void)
    ) -> (receiver: Receiver, subscription: Subscription) {
        core.gate.withLock {
            let made = make(core.current)
            return (made.receiver, core.listeners.add(made.callback))
        }
    }

    /// The number of registered listeners. For the package's tests only: `package` access keeps it out of the
    /// library's API.
    package var listenerCount: Int {
        core.gate.withLock { core.listeners.count }
    }

    /// The state mutations work on; read under the gate only.
    @inlinable
    var current: State {
        core.current
    }

    /// Applies one action and notifies the listeners. Called by the dispatcher, holding the gate.
    @inlinable
    func apply<M: Mutation>(_ action: M.Action, with mutation: M) where M.State == State {
        core.apply(action, with: mutation)
    }
}
