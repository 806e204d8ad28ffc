/// Hands every dispatched ``Action`` to the ``Store``, then to the registered handlers, one action at a time, in
/// dispatch order.
///
/// A ``Flux`` makes the dispatcher (its initializer is not public). Every method is safe from any thread. Actions
/// dispatched from several threads are applied one after another; one dispatched from a callback during a delivery
/// is queued behind the current one (FIFO, never nested). A handler must not block waiting for a thread that
/// dispatches to the same Flux.
public final class Dispatcher<Action: Prex.Action>: @unchecked Sendable {
    // `@unchecked Sendable` is sound: every stored `var` (and the handler list) is only touched while holding `gate`;
    // `store`, `middleware` and `scoped` are immutable and `Sendable`, and `Action` is `Sendable`.
    //
    // The app's Flux's dispatcher delivers, in this file: it owns the queue and the handlers. A scope's forwards every
    // call to its ``ScopedDispatcher`` (Composition/ScopedDispatcher.swift), which hands it to the parent; middleware
    // runs in ``MiddlewareChain`` (MiddlewareChain.swift, beside this file), before the store.

    /// Serialises delivery and every change of the Flux's handler and listener lists. Recursive, so that a
    /// callback running under it can register, unregister or dispatch (which then queues) on the same thread.
    @usableFromInline let gate: Lock
    /// The store's side of the Flux: applies an action and tells the store's listeners (see ``StoreApplier``, bound
    /// in ``Flux``'s initializer); one direct call, not a handler.
    @usableFromInline let store: StoreApplier<Action>
    @usableFromInline let handlers: CallbackList<Handler>

    // The gate makes every access to these exclusive, and no access spans a callback, so the runtime's dynamic
    // exclusivity checks are skipped on them.

    /// Actions dispatched re-entrantly during a delivery, waiting for their turn; `pending[..<nextPending]`
    /// were delivered already.
    @usableFromInline @exclusivity(unchecked) var pending: [Queued] = []
    var nextPending = 0
    /// Whether an action is being delivered, so that `dispatch` queues.
    @usableFromInline @exclusivity(unchecked) var isDelivering = false
    /// The Flux's middleware, which every action goes through before the store; `nil` without.
    @usableFromInline let middleware: MiddlewareChain<Action>?
    /// On a scope's Flux, what every call goes to; `nil` on the app's Flux, whose dispatcher delivers.
    @usableFromInline let scoped: ScopedDispatcher<Action>?
    /// Where an action dispatched through an ended scope is reported (see ``ScopeLifetime``).
    let debugLog: DebugLog?

    /// A registered handler: what ``register(handler:)`` and ``register(transactionHandler:)`` add.
    ///
    /// A struct, not the bare closure, so that the ``CallbackList`` keeps the closure as written: a closure stored as
    /// a list's generic element is called through a reabstraction thunk.
    @usableFromInline
    struct Handler: Sendable {
        @usableFromInline let call: @Sendable (Action, Transaction) -> Void

        init(_ call: @escaping @Sendable (Action, Transaction) -> Void) {
            self.call = call
        }
    }

    /// An action waiting in `pending`, with its transaction and the scope it was dispatched through, checked when its
    /// turn comes.
    @usableFromInline
    struct Queued {
        let action: Action
        let transaction: Transaction
        let scope: ScopeLifetime?

        init(_ action: Action, _ transaction: Transaction, scope: ScopeLifetime?) {
            self.action = action
            self.transaction = transaction
            self.scope = scope
        }
    }

    /// The app's Flux's dispatcher: delivers each action through `middleware`, if any, to `store`, then to the
    /// handlers.
    @usableFromInline
    init(gate: Lock, store: StoreApplier<Action>, middleware: MiddlewareChain<Action>?, debugLog: DebugLog?) {
        self.gate = gate
        self.store = store
        handlers = CallbackList()
        self.middleware = middleware
        scoped = nil
        self.debugLog = debugLog
    }

    /// A scope's dispatcher: every call goes to `scoped`, and through it to the parent, whose gate it shares.
    @usableFromInline
    init(scoped: ScopedDispatcher<Action>) {
        gate = scoped.gate
        store = StoreApplier { _, _ in }
        handlers = CallbackList()
        middleware = nil
        self.scoped = scoped
        debugLog = nil
    }

    /// Registers a handler that receives every action dispatched from now on.
    ///
    /// The handler runs on the dispatching thread, after the ``Store`` applied the action (with ``Middleware``, the
    /// action it passed on). On a scope's dispatcher it hears the app's actions for the child, until the scope ends.
    /// Cost: O(1).
    ///
    /// - Parameter handler: Called once per action, in dispatch order.
    /// - Returns: The subscription to pass to this dispatcher's ``unregister(_:)``.
    public func register(handler: @escaping @Sendable (Action) -> Void) -> Subscription {
        register(transactionHandler: { action, _ in handler(action) })
    }

    /// Registers a handler that receives every action dispatched from now on, with its ``Transaction`` (empty for an
    /// action dispatched without one).
    ///
    /// As ``register(handler:)``: on the dispatching thread, after the store applied the action. Cost: O(1).
    ///
    /// - Parameter handler: Called once per action, in dispatch order.
    /// - Returns: The subscription to pass to this dispatcher's ``unregister(_:)``.
    public func register(
        transactionHandler handler: @escaping @Sendable (Action, Transaction) -> Void
    ) -> Subscription {
        if let scoped {
            return scoped.register(Handler(handler))
        }
        return gate.withLock { handlers.add(Handler(handler)) }
    }

    /// Removes a handler. It is not called again, not even for an action being delivered right now.
    ///
    /// Unregistering twice, or a subscription another dispatcher (a scope's, its parent's) or a store issued, is a
    /// no-op. Cost: O(log n) to find the handler, plus O(n) to close the gap unless it was the last one added.
    ///
    /// - Parameter subscription: What this dispatcher's ``register(handler:)`` returned.
    public func unregister(_ subscription: Subscription) {
        if let scoped {
            return scoped.unregister(subscription)
        }
        gate.withLock { _ = handlers.remove(subscription) }
    }

    /// Delivers an action to the store and every handler, on the calling thread; safe from any thread.
    ///
    /// Returns once the action has been applied and every handler has run; from inside a delivery (re-entrantly),
    /// queues the action behind the current one and returns at once. Cost: one lock round trip plus the handlers'
    /// work. On a scope's dispatcher, the action goes to the app's Flux in the scope's case; once the scope ended
    /// (its child went or was replaced), it changes nothing and the app's debug log reports it.
    ///
    /// - Parameter action: The action to deliver.
    @inlinable
    public func dispatch(_ action: Action) {
        if let scoped {
            return scoped.dispatch(action, Transaction())
        }
        gate.lock()
        defer { gate.unlock() }
        deliverOrQueue(action, Transaction())
    }

    /// Delivers `action`, then the actions queued meanwhile, or queues it if a delivery is under way. The app's
    /// Flux's dispatcher, holding the gate.
    @usableFromInline
    func deliverOrQueue(_ action: Action, _ transaction: Transaction) {
        if isDelivering {
            queue(action, transaction, from: nil)
            return
        }
        deliverNow(action, transaction)
    }

    /// Delivers `action`, then the actions queued meanwhile. Holding the gate, with no delivery under way.
    @usableFromInline
    func deliverNow(_ action: Action, _ transaction: Transaction) {
        isDelivering = true
        deliver(action, transaction)
        if !pending.isEmpty {
            deliverPending()
        }
        isDelivering = false
    }

    /// What a scope hands an action to (see ``ScopedDispatcher``): a scope's dispatcher passes it up, embedded; the
    /// app's queues it, delivers it, or drops it if `scope` ended. Holding the gate. `scope` is the innermost scope the
    /// action went through: a scope made from an ended scope has ended too, so checking it alone is enough.
    @inlinable
    func deliverOrQueue(_ action: Action, _ transaction: Transaction, from scope: ScopeLifetime) {
        if let scoped {
            scoped.forward(action, transaction, scope)
        } else if isDelivering {
            queue(action, transaction, from: scope)
        } else if scope.hasEnded {
            drop(action, of: scope)
        } else {
            deliverNow(action, transaction)
        }
    }

    /// Queues `action` behind the one being delivered. Holding the gate.
    @usableFromInline
    func queue(_ action: Action, _ transaction: Transaction, from scope: ScopeLifetime?) {
        pending.append(Queued(action, transaction, scope: scope))
    }

    /// Reports an action dispatched through an ended scope, which is not delivered. Holding the gate.
    @usableFromInline
    func drop(_ action: Action, of scope: ScopeLifetime) {
        debugLog?.write(scope.entry(forDropped: action))
    }

    /// Delivers the actions queued during a delivery, in FIFO order, including those they queue in turn. Holding
    /// the gate, from the outermost ``dispatch(_:)``.
    @usableFromInline
    func deliverPending() {
        while nextPending < pending.count {
            let next = pending[nextPending]
            nextPending += 1
            if nextPending == pending.count {
                pending.removeAll(keepingCapacity: true)
                nextPending = 0
            }
            if let scope = next.scope, scope.hasEnded {
                drop(next.action, of: scope)
            } else {
                deliver(next.action, next.transaction)
            }
        }
    }

    /// The registry the subscriptions of this dispatcher's handlers name: its own list's, or its scope's.
    @usableFromInline
    var registry: UInt64 {
        scoped?.registry ?? handlers.registry
    }

    /// The number of registered handlers (the store is not one), for the package's tests.
    package var handlerCount: Int {
        if let scoped {
            return scoped.handlerCount()
        }
        return gate.withLock { handlers.count }
    }

    /// Applies `action` to the store, then calls the handlers, both with `transaction`; with middleware, what it
    /// passes on.
    @usableFromInline
    func deliver(_ action: Action, _ transaction: Transaction) {
        if let middleware {
            return deliver(action, transaction, through: middleware)
        }
        store.apply(action, transaction)
        if handlers.count > 0 {
            deliverToHandlers(action, transaction)
        }
    }

    /// Runs `action` through `middleware`, then delivers what it passes on, if anything.
    @usableFromInline
    func deliver(_ action: Action, _ transaction: Transaction, through middleware: MiddlewareChain<Action>) {
        guard let action = middleware.pass(action) else { return }
        store.apply(action, transaction)
        if handlers.count > 0 {
            deliverToHandlers(action, transaction)
        }
    }

    /// Calls the handlers with `action`.
    @usableFromInline
    func deliverToHandlers(_ action: Action, _ transaction: Transaction) {
        handlers.forEachCallback { handler in handler.call(action, transaction) }
    }
}
