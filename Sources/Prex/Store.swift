/// Owns the current ``State``, applies the ``Mutation`` to every dispatched action, and tells listeners.
///
/// A ``Flux`` makes the store (its initializer is not public) and registers it with its ``Dispatcher``. Every method
/// is safe from any thread: ``state`` never waits for a delivery; listeners run on the dispatching thread, one change
/// at a time, in dispatch order. The dispatcher does not keep the store alive: once its last owner lets it go, actions
/// apply nothing and reach no listener. A scoped store's listeners keep it alive until the scope ends.
public final class Store<State: Prex.State>: Sendable {
    /// The state and listeners, which the Flux's dispatcher applies actions to (and owns: see ``StoreCore``).
    @usableFromInline let core: StoreCore<State>
    /// A scoped store's link to its parent: keeps the parent's store alive and, once this store and the scoped
    /// dispatcher are gone, stops updating this core. `nil` for a Flux's own store.
    @usableFromInline let upstream: ScopeLink?

    @usableFromInline
    init(state: State, gate: Lock) {
        core = StoreCore(state: state, gate: gate)
        upstream = nil
    }

    /// A scoped store: `core` is kept equal to a slice of the parent's state by what `upstream` registered.
    @usableFromInline
    init(core: StoreCore<State>, upstream: ScopeLink) {
        self.core = core
        self.upstream = upstream
    }

    deinit {
        core.detach()
    }

    /// The current state. Safe from any thread; one lock round trip.
    public var state: State {
        core.publishedLock.withLock { core.published }
    }

    /// Registers a listener that receives every change of state from now on.
    ///
    /// The listener runs on the dispatching thread, right after the mutation. Cost: O(1). On a scoped store, it hears
    /// the child's changes until the scope ends, and keeps the store alive until then or until it is removed.
    ///
    /// - Parameter callback: Called once per applied action, in order, with the old and new state.
    /// - Returns: The subscription to pass to ``removeListener(with:)``.
    @inlinable
    public func addListener(callback: @escaping @Sendable (StateChange<State>) -> Void) -> Subscription {
        core.gate.withLock { addListenerHoldingGate(callback) }
    }

    /// Removes a listener. It is not called again, not even for a change being delivered right now.
    ///
    /// Removing twice, or a subscription from another store or a dispatcher, is a no-op. Cost: O(log n) to find the
    /// listener, plus O(n) to close the gap unless it was the last one added.
    ///
    /// - Parameter subscription: What ``addListener(callback:)`` returned.
    @inlinable
    public func removeListener(with subscription: Subscription) {
        // Released after the gate, so that a store whose last listener kept it goes outside the lock.
        let released = core.gate.withLock { () -> AnyObject? in
            // Once the core is detached, nothing keeps the store (see `StoreCore.detach()`).
            guard core.listeners.remove(subscription), upstream != nil, core.isAttached else { return nil }
            core.keepingListeners -= 1
            return core.keepingListeners == 0 ? core.releaseKeptStore() : nil
        }
        withExtendedLifetime(released) {}
    }

    /// Adds `callback` to the listeners; on a scoped store whose scope has not ended, the listener keeps the store
    /// alive. Holding the gate.
    @inlinable
    func addListenerHoldingGate(_ callback: @escaping @Sendable (StateChange<State>) -> Void) -> Subscription {
        if upstream != nil, core.isAttached {
            core.keepingListeners += 1
            core.keptStore = self
        }
        return core.listeners.add(StoreListener(callback))
    }

    /// Registers the listener `make` builds from the current state, with no change possible in between:
    /// the listener's first change starts from exactly that state.
    @usableFromInline
    func addListener<Receiver>(
        startingFrom make: (_ current: State) -> (receiver: Receiver, callback: @Sendable (StateChange<State>) -> Void)
    ) -> (receiver: Receiver, subscription: Subscription) {
        core.gate.withLock {
            let made = make(core.current)
            return (made.receiver, addListenerHoldingGate(made.callback))
        }
    }

    /// On a scoped store, runs `handler` when the child the store shows goes, and returns what to pass to
    /// `core.removeDetachHandler`; on any other store, `nil` at no cost (its core detaches only when the store
    /// goes, after everything that listens to it).
    @usableFromInline
    func whenChildGoes(_ handler: @escaping @Sendable () -> Void) -> Subscription? {
        guard upstream != nil else { return nil }
        return core.whenDetached(handler)
    }

    /// The number of registered listeners, for the package's tests.
    package var listenerCount: Int {
        core.gate.withLock { core.listeners.count }
    }
}

/// What a ``Store`` applies actions to: the current state, the copy readers get, and the listeners.
///
/// The Flux's dispatcher owns the core, not the store, so the store lives only as long as its owners. The store's
/// `deinit` detaches the core under the gate: later actions apply nothing and reach no listener (one load and one
/// branch per action), while the dispatcher's own handlers still receive them. A notification running when the store
/// goes finishes (every listener registered when it began, and not removed since, is called); the listeners are
/// released when it ends. A mutation running then completes, and its change reaches no listener. Because the
/// dispatcher owns the core, the notification frees nothing it still uses.
@usableFromInline
final class StoreCore<State: Prex.State>: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `current`, `isAttached`, `detachHandlers`, `keptStore`, `keepingListeners`,
    // `elementScopes`, `appLifetime` and the listener list are only touched while holding `gate`; `published` and
    // `publishedIsAttached` only while holding `publishedLock`; `State` is `Sendable`.

    /// The Flux's gate, shared with its dispatcher.
    @usableFromInline let gate: Lock
    @usableFromInline let listeners = CallbackList<StoreListener<State>>()
    /// The state mutations work on, in place. The gate makes every access exclusive, and the only access that spans
    /// user code (the mutation's `inout`) cannot be reached by that code, so the dynamic exclusivity check is skipped.
    @usableFromInline @exclusivity(unchecked) var current: State
    /// Guards `published`.
    @usableFromInline let publishedLock = Lock()
    /// A copy of `current` for readers on any thread, so reading never waits for a delivery. Read and written only
    /// while holding `publishedLock` (never across user code), so the dynamic exclusivity check is skipped.
    @usableFromInline @exclusivity(unchecked) var published: State
    /// Whether the store still exists; `false` once its `deinit` detached the core, or once the child a scoped
    /// store shows went (see ``Flux/scope(optional:action:dependencies:)``).
    @usableFromInline @exclusivity(unchecked) var isAttached = true
    /// What runs when the core is detached: the presenters' task tables close (their tasks are cancelled), and the
    /// scopes made from this one end.
    let detachHandlers = CallbackList<@Sendable () -> Void>()
    /// A scoped store that has listeners, which keep it alive: a cycle through this core that the removal of the last
    /// listener, or `detach()`, breaks. `nil` otherwise, and on a Flux's own store.
    @usableFromInline var keptStore: AnyObject?
    /// How many listeners registered through the scoped store keep it alive (the scopes made from it, which listen
    /// too, do not: they keep it alive themselves).
    @usableFromInline var keepingListeners = 0
    /// The scopes of elements of this state's identified lists, by the key path they were made with: one listener
    /// per list (and spelling: `\.rows` or `\.rows.elements`) serves every scoped element (see
    /// ``Flux/scope(element:in:action:dependencies:)``).
    @usableFromInline var elementScopes: [AnyKeyPath: AnyObject] = [:]
    /// On a Flux's own store, the app's lifetime (see ``ScopeLifetime``), made on first use; `nil` on a scoped
    /// store, whose lifetime is its child's.
    var appLifetime: ScopeLifetime?
    /// `isAttached` for readers on any thread (``Flux/hasEnded``): written only while holding `publishedLock` too.
    var publishedIsAttached = true

    @usableFromInline
    init(state: State, gate: Lock) {
        self.gate = gate
        current = state
        published = state
    }

    /// What the dispatcher calls for each action: applies it with `mutation` and notifies the listeners. `Flux`'s
    /// initializer binds it, and the dispatcher holds it as its `store`.
    @inlinable
    func applier<M: Mutation>(for mutation: M) -> StoreApplier<M.Action> where M.State == State {
        StoreApplier { action, transaction in self.apply(action, transaction, with: mutation) }
    }

    /// Applies one action and notifies the listeners of the change, which carries `transaction`, unless the store is
    /// gone. Holding the gate.
    @inlinable
    func apply<M: Mutation>(_ action: M.Action, _ transaction: Transaction, with mutation: M) where M.State == State {
        guard isAttached else { return }
        let old = current
        mutation.mutate(action: action, state: &current)
        notify(StateChange(new: current, old: old, transaction: transaction))
    }

    /// Makes `new` the state and notifies the listeners: what a scoped store's parent calls when the slice it
    /// shows changed, with the transaction of the parent's change. Holding the gate.
    @inlinable
    func replace(with new: State, transaction: Transaction) {
        let old = current
        current = new
        notify(StateChange(new: new, old: old, transaction: transaction))
    }

    /// Publishes the change's new state to readers, then calls every listener with it. Holding the gate.
    @inlinable
    func notify(_ change: StateChange<State>) {
        publishedLock.withLock { published = change.new }
        listeners.forEachCallback { listener in listener.call(change) }
    }

    /// Runs `handler` when the core is detached, or at once if it is already. Returns what to pass to
    /// ``removeDetachHandler(_:)``, or `nil` if `handler` ran already.
    func whenDetached(_ handler: @escaping @Sendable () -> Void) -> Subscription? {
        let subscription = gate.withLock { isAttached ? detachHandlers.add(handler) : nil }
        if subscription == nil {
            handler()
        }
        return subscription
    }

    /// Forgets a handler ``whenDetached(_:)`` registered. Removing twice is a no-op.
    @usableFromInline
    func removeDetachHandler(_ subscription: Subscription) {
        gate.withLock { _ = detachHandlers.remove(subscription) }
    }

    /// Stops keeping the scoped store alive; returns it (or `nil`) to be released outside the gate. Holding the gate.
    @usableFromInline
    func releaseKeptStore() -> AnyObject? {
        defer { keptStore = nil }
        keepingListeners = 0
        return keptStore
    }

    /// The store went, or the child a scoped store shows went: later actions apply nothing, the listeners (and
    /// what they capture) are released once the notification running, if any, has called them all, the store is
    /// no longer kept alive by them, and the detach handlers run. Detaching twice is a no-op.
    @usableFromInline
    func detach() {
        let released = gate.withLock { () -> AnyObject? in
            guard isAttached else { return nil }
            isAttached = false
            publishedLock.withLock { publishedIsAttached = false }
            listeners.removeAllOnceIdle()
            detachHandlers.forEachCallback { handler in handler() }
            detachHandlers.removeAllOnceIdle()
            return releaseKeptStore()
        }
        withExtendedLifetime(released) {}
    }
}

/// How a Flux's ``Dispatcher`` applies an action to its store: ``StoreCore/apply(_:_:with:)`` with the Flux's
/// mutation (wrapped by its ``DebugLog``'s, with a log), bound by ``StoreCore/applier(for:)`` in ``Flux``'s
/// initializer; it holds the core, not the store. A type of its own, so that the one step of a dispatch that calls a
/// stored closure says where the closure comes from.
@usableFromInline
struct StoreApplier<Action: Prex.Action>: Sendable {
    /// Applies the action, with its transaction, and notifies the store's listeners. Holding the Flux's gate.
    let apply: @Sendable (Action, Transaction) -> Void

    @usableFromInline
    init(_ apply: @escaping @Sendable (Action, Transaction) -> Void) {
        self.apply = apply
    }
}

/// A listener of a ``StoreCore``: the closure it calls with each change; a presenter's calls
/// `ViewDelivery.receive(_:)`, bound in `ViewDelivery.listen(to:for:)`.
///
/// A struct, not the bare closure, so that the store's ``CallbackList`` keeps the closure as written. A closure stored
/// as a list's generic element is called through a thunk, which copies the change on every call once the change is
/// not plain data (it carries a ``Transaction``).
@usableFromInline
struct StoreListener<State: Prex.State>: Sendable {
    @usableFromInline let call: @Sendable (StateChange<State>) -> Void

    @inlinable
    init(_ call: @escaping @Sendable (StateChange<State>) -> Void) {
        self.call = call
    }
}
