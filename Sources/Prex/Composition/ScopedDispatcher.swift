/// A scope's side of its ``Dispatcher``: where every call of a scoped Flux's dispatcher goes, on to its parent's
/// dispatcher, each child action wrapped in the parent's case, and each parent action of that case unwrapped for the
/// child's handlers.
///
/// A scoped dispatcher has no queue: `child.dispatch(x)` is `parent.dispatch(embed(x))`, so actions dispatched
/// through any scope of a Flux keep one order (as ``Dispatcher/dispatch(_:)`` says), except that the action travels
/// with its scope's ``ScopeLifetime``, which the app's dispatcher checks on delivery. Handlers registered through the
/// scope live in the app's list, under subscriptions this type issues (see ``Dispatcher/register(handler:)``). The
/// closures below reach the parent's dispatcher, whose action type this one does not know; each is bound in `init`.
@usableFromInline
final class ScopedDispatcher<Action: Prex.Action>: Sendable {
    /// The gate of the parent's dispatcher, which the scoped dispatcher uses as its own.
    @usableFromInline let gate: Lock
    /// What the subscriptions of the handlers registered through this scope name, so that no other dispatcher can
    /// remove them, and this one removes nothing else.
    @usableFromInline let registry: UInt64
    /// Hands an action of this scope or one made from it, embedded, with its transaction, to the parent's
    /// ``Dispatcher/deliverOrQueue(_:_:from:)`` with the lifetime of the scope it came through. Holding the gate.
    @usableFromInline let forward: @Sendable (Action, Transaction, ScopeLifetime) -> Void
    /// Registers a handler of this scope's actions with the parent, and returns the parent's subscription.
    @usableFromInline let registerWithParent: @Sendable (Dispatcher<Action>.Handler) -> Subscription
    /// Unregisters, from the parent, the handler the parent's subscription with this number names.
    @usableFromInline let unregisterFromParent: @Sendable (_ id: UInt64) -> Void
    /// The parent's handler count: the scope's handlers are registered there.
    @usableFromInline let handlerCount: @Sendable () -> Int
    @usableFromInline let link: ScopeLink

    @inlinable
    init<Parent: Prex.Action>(
        _ parent: Dispatcher<Parent>, case actionCase: ActionCase<Parent, Action>, link: ScopeLink
    ) {
        let embed = actionCase.embed
        let extract = actionCase.extract
        let lifetime = link.lifetime
        gate = parent.gate
        registry = RegistryIdentity.next()
        forward = { action, transaction, scope in parent.deliverOrQueue(embed(action), transaction, from: scope) }
        registerWithParent = { handler in
            parent.register(transactionHandler: { action, transaction in
                // A handler of an ended scope hears nothing more: the actions of this case are a new child's.
                if !lifetime.hasEnded, let child = extract(action) {
                    handler.call(child, transaction)
                }
            })
        }
        unregisterFromParent = { id in parent.unregister(Subscription(registry: parent.registry, id: id)) }
        handlerCount = Self.handlerCount(of: parent)
        self.link = link
    }

    /// Hands `action` to the parent, embedded, as an action of this scope. Any thread.
    @inlinable
    func dispatch(_ action: Action, _ transaction: Transaction) {
        gate.lock()
        defer { gate.unlock() }
        forward(action, transaction, link.lifetime)
    }

    /// Registers `handler` with the parent; the subscription names this scope.
    func register(_ handler: Dispatcher<Action>.Handler) -> Subscription {
        Subscription(registry: registry, id: registerWithParent(handler).id)
    }

    /// Removes a handler registered through this scope; any other subscription is ignored.
    func unregister(_ subscription: Subscription) {
        guard subscription.registry == registry else { return }
        unregisterFromParent(subscription.id)
    }

    /// Reads the parent's handler count (`package` API, which inlinable code cannot name).
    @usableFromInline
    static func handlerCount<Parent>(of parent: Dispatcher<Parent>) -> @Sendable () -> Int {
        { parent.handlerCount }
    }
}
