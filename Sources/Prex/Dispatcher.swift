/// Hands every dispatched ``Action`` to the ``Store``, then to the registered handlers, one action at a time, in
/// dispatch order.
///
/// A ``Flux`` makes the dispatcher (its initializer is not public). Every method is safe from any thread. Actions
/// dispatched from several threads are applied one after another; one dispatched from a callback during a delivery
/// is queued behind the current one (FIFO, never nested). A handler must not block waiting for a thread that
/// dispatches to the same Flux.
public final class Dispatcher<Action: Prex.Action>: @unchecked Sendable {
    // `@unchecked Sendable` is sound: every stored `var` (and the handler list) is only touched while
    // holding `gate`, `applyToStore` is an immutable `Sendable` closure, and `Action` is `Sendable`.

    /// Serialises delivery and every change of the Flux's handler and listener lists. Recursive, so that a
    /// callback running under it can register, unregister or dispatch (which then queues) on the same thread.
    @usableFromInline let gate: Lock
    /// The store's side of the Flux: applies an action and tells the store's listeners, with the action's transaction;
    /// one direct call, not a handler.
    @usableFromInline let applyToStore: @Sendable (Action, Transaction) -> Void
    @usableFromInline let handlers: CallbackList<Handler>

    // The gate makes every access to these exclusive, and no access spans a callback, so the runtime's dynamic
    // exclusivity checks are skipped on them.

    /// Actions dispatched re-entrantly during a delivery, waiting for their turn; `pending[..<nextPending]`
    /// were delivered already.
    @usableFromInline @exclusivity(unchecked) var pending: [Queued] = []
    @usableFromInline @exclusivity(unchecked) var nextPending = 0
    /// Whether an action is being delivered, so that `dispatch` queues. Always `true` on a scoped dispatcher, which
    /// never delivers an action itself: its ``enqueue(_:)`` hands each one to the parent.
    @usableFromInline @exclusivity(unchecked) var isDelivering = false
    /// The list ``register(handler:)`` adds to: `handlers` without middleware; with middleware, the inner dispatcher's
    /// that `applyToStore` delivers to, `handlers` staying empty. Last: the properties `dispatch` reads come first.
    @usableFromInline let registered: CallbackList<Handler>
    /// A scoped Flux's way to its parent, which holds its handlers and receives its actions, embedded, under the gate
    /// they share; `nil` otherwise. `dispatch` never reads it: a scoped dispatcher is always "delivering", so its
    /// actions take the re-entrant path, ``enqueue(_:)``.
    @usableFromInline let parent: ParentDispatcher<Action>?
    /// Where an action dispatched through an ended scope is reported (see ``ScopeLifetime``); `nil` on a scoped
    /// dispatcher, whose actions the root reports.
    @usableFromInline let debugLog: DebugLog?

    /// A registered handler: what ``register(handler:)`` and ``register(transactionHandler:)`` add.
    @usableFromInline typealias Handler = @Sendable (Action, Transaction) -> Void

    /// An action waiting in `pending`, with its transaction and the scope it was dispatched through, checked when its
    /// turn comes.
    @usableFromInline
    struct Queued {
        @usableFromInline let action: Action
        @usableFromInline let transaction: Transaction
        @usableFromInline let scope: ScopeLifetime?

        @inlinable
        init(_ action: Action, _ transaction: Transaction, scope: ScopeLifetime?) {
            self.action = action
            self.transaction = transaction
            self.scope = scope
        }
    }

    /// A dispatcher without middleware: delivers each action to `applyToStore`, then to the handlers.
    @usableFromInline
    init(gate: Lock, applyToStore: @escaping @Sendable (Action, Transaction) -> Void, debugLog: DebugLog? = nil) {
        self.gate = gate
        self.applyToStore = applyToStore
        let handlers = CallbackList<Handler>()
        self.handlers = handlers
        registered = handlers
        parent = nil
        self.debugLog = debugLog
    }

    /// A scoped Flux's dispatcher: every call goes to `parent`, whose gate it shares.
    @usableFromInline
    init(parent: ParentDispatcher<Action>) {
        gate = parent.gate
        applyToStore = { _, _ in }
        handlers = CallbackList()
        registered = handlers
        self.parent = parent
        debugLog = nil
        isDelivering = true
    }

    /// A dispatcher that runs `middleware` on each action first; a dropped action goes no further. What it passes on
    /// goes to an inner dispatcher's `deliver`, which holds the handlers: one handler loop, with or without middleware.
    @usableFromInline
    init(
        gate: Lock, middleware: @escaping @Sendable (Action) -> Action?,
        applyToStore apply: @escaping @Sendable (Action, Transaction) -> Void, debugLog: DebugLog? = nil
    ) {
        let inner = Dispatcher(gate: gate, applyToStore: apply)
        self.gate = gate
        handlers = CallbackList()
        registered = inner.handlers
        parent = nil
        self.debugLog = debugLog
        // `inner` is only ever used here, under the gate, which the outer dispatcher holds while delivering.
        applyToStore = { action, transaction in
            guard let action = middleware(action) else { return }
            inner.deliver(action, transaction)
        }
    }

    /// Registers a handler that receives every action dispatched from now on.
    ///
    /// The handler runs on the dispatching thread, after the ``Store`` applied the action (with ``Middleware``, the
    /// action it passed on). On a scope's dispatcher it hears the app's actions for the child, until the scope ends.
    /// Cost: O(1).
    ///
    /// - Parameter handler: Called once per action, in dispatch order.
    /// - Returns: The subscription to pass to this dispatcher's ``unregister(_:)``.
    @inlinable
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
    @inlinable
    public func register(
        transactionHandler handler: @escaping @Sendable (Action, Transaction) -> Void
    ) -> Subscription {
        if let parent {
            // The handler lives in the parent's list; the subscription names this dispatcher's own list (always
            // empty), so that no other dispatcher can remove the handler, and this one removes nothing else.
            return Subscription(registry: registered.registry, id: parent.register(handler).id)
        }
        return gate.withLock { registered.add(handler) }
    }

    /// Removes a handler. It is not called again, not even for an action being delivered right now.
    ///
    /// Unregistering twice, or a subscription another dispatcher (a scope's, its parent's) or a store issued, is a
    /// no-op. Cost: O(log n) to find the handler, plus O(n) to close the gap unless it was the last one added.
    ///
    /// - Parameter subscription: What this dispatcher's ``register(handler:)`` returned.
    @inlinable
    public func unregister(_ subscription: Subscription) {
        if let parent {
            guard subscription.registry == registered.registry else { return }
            return parent.unregister(subscription.id)
        }
        gate.withLock { _ = registered.remove(subscription) }
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
        gate.lock()
        defer { gate.unlock() }
        deliverOrQueue(action, Transaction())
    }

    /// Delivers `action`, then the actions queued meanwhile, or queues it if a delivery is under way (always, on a
    /// scoped dispatcher). Holding the gate.
    @inlinable @inline(__always)
    func deliverOrQueue(_ action: Action, _ transaction: Transaction) {
        if isDelivering {
            enqueue(action, transaction)
            return
        }
        deliverNow(action, transaction)
    }

    /// Delivers `action`, then the actions queued meanwhile. Holding the gate, with no delivery under way.
    @inlinable @inline(__always)
    func deliverNow(_ action: Action, _ transaction: Transaction) {
        isDelivering = true
        deliver(action, transaction)
        if !pending.isEmpty {
            deliverPending()
        }
        isDelivering = false
    }

    /// What a scope hands an action to (see ``ParentDispatcher``): a scoped dispatcher passes it up, embedded; the
    /// root queues it, delivers it, or drops it if `scope` ended. Holding the gate. `scope` is the innermost scope the
    /// action went through: a scope made from an ended scope has ended too, so checking it alone is enough.
    @inlinable
    func deliverOrQueue(_ action: Action, _ transaction: Transaction, from scope: ScopeLifetime) {
        if let parent {
            parent.forward(action, transaction, scope)
        } else if isDelivering {
            queue(action, transaction, from: scope)
        } else if scope.hasEnded {
            drop(action, of: scope)
        } else {
            deliverNow(action, transaction)
        }
    }

    /// Queues an action dispatched re-entrantly; on a scoped dispatcher, hands it to the parent. Holding the gate.
    /// Out of line, like ``deliverPending()``: ``dispatch(_:)`` stays small enough to keep its state in registers.
    @usableFromInline @inline(never)
    func enqueue(_ action: Action, _ transaction: Transaction) {
        if let parent {
            parent.forward(action, transaction, parent.link.lifetime)
        } else {
            queue(action, transaction, from: nil)
        }
    }

    /// Queues `action` behind the one being delivered. Holding the gate. A call of its own, so that ``enqueue(_:)``
    /// does not look up the queue's generic type on a scope's way to the parent.
    @usableFromInline @inline(never)
    func queue(_ action: Action, _ transaction: Transaction, from scope: ScopeLifetime?) {
        pending.append(Queued(action, transaction, scope: scope))
    }

    /// Reports an action dispatched through an ended scope, which is not delivered. Holding the gate.
    @usableFromInline @inline(never)
    func drop(_ action: Action, of scope: ScopeLifetime) {
        debugLog?.write(scope.entry(forDropped: action))
    }

    /// Delivers the actions queued during a delivery, in FIFO order, including those they queue in turn. Holding
    /// the gate, from the outermost ``dispatch(_:)``.
    @usableFromInline @inline(never)
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

    /// The number of registered handlers (the store is not one), for the package's tests.
    package var handlerCount: Int {
        if let parent {
            return parent.handlerCount()
        }
        return gate.withLock { registered.count }
    }

    /// Applies `action` to the store, then calls the handlers, both with `transaction`.
    @inlinable @inline(__always)
    func deliver(_ action: Action, _ transaction: Transaction) {
        applyToStore(action, transaction)
        if handlers.count > 0 {
            deliverToHandlers(action, transaction)
        }
    }

    /// Calls the handlers with `action`. Out of line: most Fluxes have none, and their dispatch is smaller without it.
    @usableFromInline @inline(never)
    func deliverToHandlers(_ action: Action, _ transaction: Transaction) {
        handlers.forEachCallback { handler in handler(action, transaction) }
    }
}
