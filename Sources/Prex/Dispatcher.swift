/// Hands every dispatched ``Action`` to the registered handlers, one action at a time, in dispatch order.
///
/// A ``Flux`` creates the dispatcher (its initializer is not public) and connects its ``Store`` to it: the
/// store applies each action before any handler sees it, so handlers already find the new state.
///
/// ## Threading
/// Every method is safe to call from any thread at any time.
/// - ``dispatch(_:)`` delivers the action on the calling thread and returns once it has been applied and
///   every handler has run. Dispatches from several threads are applied one after another (a total order);
///   a thread that dispatches while another one is delivering waits for it.
/// - A handler, listener or view that dispatches while an action is being delivered (re-entrant dispatch)
///   does not nest: the new action is queued and delivered right after the current one, in FIFO order,
///   before the outermost `dispatch` returns. Chains of any length run in constant stack space.
/// - ``register(handler:)`` and ``unregister(_:)`` wait while another thread is delivering; once
///   `unregister` returns, the handler is never called again.
///
/// ## Scoped dispatchers
/// A scoped Flux's dispatcher (see ``Flux/scope(state:action:dependencies:)``) delivers nothing itself: it hands
/// each action, wrapped in the parent's case, to the app's dispatcher, so every scope of an app shares one order,
/// one queue and one thread contract. The action carries its scope: when the child the scope was made for has
/// gone or been replaced by the time the action's turn comes, the action is dropped (it changes nothing, reaches no
/// handler, and the app's debug log reports it as `ignored: scope ended (…)`). Its handlers hear the child's
/// actions until the scope ends; its subscriptions are its own (see ``Subscription``).
///
/// > Note: A handler must not block waiting for another thread that dispatches to, or registers with, the
/// > same Flux: that thread is waiting for the handler to finish.
///
/// ```swift
/// let subscription = flux.dispatcher.register { action in
///     print("dispatched:", action)
/// }
/// flux.dispatcher.dispatch(.increment)
/// flux.dispatcher.unregister(subscription)
/// ```
public final class Dispatcher<Action: Prex.Action>: @unchecked Sendable {
    // `@unchecked Sendable` is sound: every stored `var` (and the handler list) is only touched while
    // holding `gate`, `applyToStore` is an immutable `Sendable` closure, and `Action` is `Sendable`.

    /// Serialises delivery and every change of the Flux's handler and listener lists. Recursive, so that a
    /// callback running under it can register, unregister or dispatch (which then queues) on the same thread.
    @usableFromInline let gate: Lock
    /// The store's side of the Flux: applies an action and tells the store's listeners. A constant rather
    /// than the first registered handler, so that delivering to it is one direct call.
    @usableFromInline let applyToStore: @Sendable (Action) -> Void
    @usableFromInline let handlers: CallbackList<@Sendable (Action) -> Void>

    // The gate makes every access to these exclusive, and no access spans a callback, so the runtime's
    // dynamic exclusivity checks are skipped on them.

    /// Actions dispatched re-entrantly during a delivery, waiting for their turn; `pending[..<nextPending]`
    /// were delivered already.
    @usableFromInline @exclusivity(unchecked) var pending: [Queued] = []
    @usableFromInline @exclusivity(unchecked) var nextPending = 0
    /// Whether an action is being delivered, so that `dispatch` queues. Always `true` on a scoped dispatcher, which
    /// never delivers an action itself: its ``enqueue(_:)`` hands each one to the parent.
    @usableFromInline @exclusivity(unchecked) var isDelivering = false
    /// The list ``register(handler:)`` adds to. Without middleware it is `handlers`, which `deliver` calls.
    /// With middleware it is an inner dispatcher's, which `applyToStore` delivers the action the middleware
    /// passed on to, and `handlers` stays empty, so `deliver` and `dispatch` are the same code either way. Last in
    /// the object: the properties `dispatch` reads come first.
    @usableFromInline let registered: CallbackList<@Sendable (Action) -> Void>
    /// Set on a scoped Flux's dispatcher only (see ``Flux/scope(state:action:dependencies:)``): it queues nothing and
    /// holds no handlers itself, but hands every action, embedded, to the parent's dispatcher (under the gate they
    /// share), and registers its handlers there. `nil` on every other dispatcher. `dispatch` never reads it: a
    /// scoped dispatcher is always "delivering", so its actions take the re-entrant path, ``enqueue(_:)``.
    @usableFromInline let parent: ParentDispatcher<Action>?
    /// Where an action dispatched through an ended scope is reported (see ``ScopeLifetime``): the Flux's debug log,
    /// if any. `nil` on a scoped dispatcher, whose actions are reported by the root's.
    @usableFromInline let debugLog: DebugLog?

    /// An action waiting in `pending`, with the lifetime of the scope it was dispatched through, if any: checked
    /// when its turn comes, so an action of a scope that ended meanwhile changes nothing.
    @usableFromInline
    struct Queued {
        @usableFromInline let action: Action
        @usableFromInline let scope: ScopeLifetime?

        @inlinable
        init(_ action: Action, scope: ScopeLifetime?) {
            self.action = action
            self.scope = scope
        }
    }

    /// A dispatcher without middleware: delivers each action to `applyToStore`, then to the handlers.
    @usableFromInline
    init(gate: Lock, applyToStore: @escaping @Sendable (Action) -> Void, debugLog: DebugLog? = nil) {
        self.gate = gate
        self.applyToStore = applyToStore
        let handlers = CallbackList<@Sendable (Action) -> Void>()
        self.handlers = handlers
        registered = handlers
        parent = nil
        self.debugLog = debugLog
    }

    /// A scoped Flux's dispatcher: every call goes to `parent`, whose gate it shares.
    @usableFromInline
    init(parent: ParentDispatcher<Action>) {
        gate = parent.gate
        applyToStore = { _ in }
        handlers = CallbackList()
        registered = handlers
        self.parent = parent
        debugLog = nil
        isDelivering = true
    }

    /// A dispatcher that runs `middleware` on each action first; a dropped action goes no further, and
    /// `applyToStore` and the handlers receive the action the middleware returned.
    ///
    /// The action the middleware passes on is delivered by an inner dispatcher's `deliver`, which holds the
    /// registered handlers: the very code a dispatcher without middleware runs, so no second copy of the
    /// handler loop exists for the optimiser to merge with (and slow down) the one without middleware.
    @usableFromInline
    init(
        gate: Lock, middleware: @escaping @Sendable (Action) -> Action?,
        applyToStore apply: @escaping @Sendable (Action) -> Void, debugLog: DebugLog? = nil
    ) {
        let inner = Dispatcher(gate: gate, applyToStore: apply)
        self.gate = gate
        handlers = CallbackList()
        registered = inner.handlers
        parent = nil
        self.debugLog = debugLog
        // `inner` is only ever used here, under the gate, which the outer dispatcher holds while delivering.
        applyToStore = { action in
            guard let action = middleware(action) else { return }
            inner.deliver(action)
        }
    }

    /// Registers a handler that receives every action dispatched from now on.
    ///
    /// The handler runs on the dispatching thread, after the ``Store`` applied the action. On a Flux with
    /// ``Middleware``, it receives the action the middleware passed on (the one the store applied), and
    /// never an action the middleware dropped. Cost: O(1).
    ///
    /// On a scoped Flux's dispatcher (see ``Flux/scope(state:action:dependencies:)``), the handler receives the
    /// child actions of every action the app's Flux delivers (whichever scope, or the app, dispatched it), in the
    /// app's order, until the scope ends: a scope whose child went or was replaced hears nothing more. The
    /// subscription is this dispatcher's own: only this dispatcher's ``unregister(_:)`` removes the handler.
    ///
    /// - Parameter handler: Called once per action, in dispatch order.
    /// - Returns: The subscription to pass to this dispatcher's ``unregister(_:)``.
    @inlinable
    public func register(handler: @escaping @Sendable (Action) -> Void) -> Subscription {
        if let parent {
            // The handler lives in the parent's list; the subscription names this dispatcher's own list (always
            // empty), so that no other dispatcher can remove the handler, and this one removes nothing else.
            return Subscription(registry: registered.registry, id: parent.register(handler).id)
        }
        return gate.withLock { registered.add(handler) }
    }

    /// Removes a handler. It is not called again, not even for an action being delivered right now.
    ///
    /// Only the dispatcher that issued the subscription removes the handler: unregistering twice, or a
    /// subscription from another dispatcher (a scope of this Flux, the Flux a scope was made from, a sibling
    /// scope) or from a store, is a no-op.
    /// Cost: O(log n) to find the handler, plus O(n) to close the gap unless it was the last one added.
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

    /// Delivers an action to every handler, on the calling thread.
    ///
    /// Returns once the action has been applied and every handler has run, except when called from inside
    /// a delivery (re-entrantly): the action is then queued behind the current one and the call returns at
    /// once. Cost: one lock round trip plus the handlers' own work.
    ///
    /// On a scoped dispatcher, the action goes to the app's Flux, wrapped in the scope's case, unless the scope has
    /// ended (its child went or was replaced): then it changes nothing, even if it was queued while the scope was
    /// still alive, and the app's debug log, if any, reports it.
    ///
    /// - Parameter action: The action to deliver.
    @inlinable
    public func dispatch(_ action: Action) {
        gate.lock()
        defer { gate.unlock() }
        deliverOrQueue(action)
    }

    /// Delivers `action`, then the actions queued meanwhile; queues it instead if a delivery is under way (or if this
    /// is a scoped dispatcher). Holding the gate: the body of ``dispatch(_:)``, and what a scope's dispatch runs on
    /// its parent.
    @inlinable @inline(__always)
    func deliverOrQueue(_ action: Action) {
        if isDelivering {
            enqueue(action)
            return
        }
        deliverNow(action)
    }

    /// Delivers `action`, then the actions queued meanwhile. Holding the gate, with no delivery under way.
    @inlinable @inline(__always)
    func deliverNow(_ action: Action) {
        isDelivering = true
        deliver(action)
        if !pending.isEmpty {
            deliverPending()
        }
        isDelivering = false
    }

    /// What a scope of this Flux hands an action to (see ``ParentDispatcher``): on a scoped dispatcher, passes it on
    /// to the parent, embedded; on the root, queues it with `scope` if a delivery is under way, and otherwise
    /// delivers it unless `scope` ended, in which case it changes nothing and is reported to the debug log. Holding
    /// the gate.
    ///
    /// `scope` is the lifetime of the scope the action was dispatched through, the innermost one: a scope made from
    /// an ended scope has ended too, so checking it alone is enough.
    @inlinable
    func deliverOrQueue(_ action: Action, from scope: ScopeLifetime) {
        if let parent {
            parent.forward(action, scope)
        } else if isDelivering {
            queue(action, from: scope)
        } else if scope.hasEnded {
            drop(action, of: scope)
        } else {
            deliverNow(action)
        }
    }

    /// Queues an action dispatched re-entrantly, behind the one being delivered; on a scoped dispatcher, hands it
    /// to the parent, which delivers or queues it. Holding the gate.
    ///
    /// Out of line, like ``deliverPending()``: with the re-entrant path in calls of their own, ``dispatch(_:)`` is
    /// small enough to keep its state in registers.
    @usableFromInline @inline(never)
    func enqueue(_ action: Action) {
        if let parent {
            parent.forward(action, parent.link.lifetime)
        } else {
            queue(action, from: nil)
        }
    }

    /// Queues `action`, dispatched through `scope` if not `nil`, behind the one being delivered. Holding the gate.
    ///
    /// A call of its own, so that ``enqueue(_:)``, which every dispatch through a scope runs, does not look up the
    /// queue's generic type on its way to the parent.
    @usableFromInline @inline(never)
    func queue(_ action: Action, from scope: ScopeLifetime?) {
        pending.append(Queued(action, scope: scope))
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
                deliver(next.action)
            }
        }
    }

    /// The number of registered handlers (the store is not one). For the package's tests only: `package` access
    /// keeps it out of the library's API.
    package var handlerCount: Int {
        if let parent {
            return parent.handlerCount()
        }
        return gate.withLock { registered.count }
    }

    /// Applies `action` to the store, then calls the handlers. Always inlined into ``dispatch(_:)``, the hot path.
    @inlinable @inline(__always)
    func deliver(_ action: Action) {
        applyToStore(action)
        if handlers.count > 0 {
            deliverToHandlers(action)
        }
    }

    /// Calls the handlers with `action`. Out of line: most Fluxes have no handlers, and their dispatch is smaller
    /// without the walk.
    @usableFromInline @inline(never)
    func deliverToHandlers(_ action: Action) {
        handlers.forEachCallback { handler in handler(action) }
    }
}
