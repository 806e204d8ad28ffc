/// Where a scoped Flux's ``Dispatcher`` sends everything: to its parent's dispatcher, each child action wrapped in
/// the parent's case, and each parent action of that case unwrapped for the child's handlers.
///
/// A scoped dispatcher has no queue: `child.dispatch(x)` is `parent.dispatch(embed(x))`, so actions dispatched
/// through any scope of a Flux keep one order (as ``Dispatcher/dispatch(_:)`` says), except that the action travels
/// with its scope's ``ScopeLifetime``, which the root checks on delivery. Handlers registered through the scope live
/// in the root's list, under subscriptions the scoped dispatcher issues (see ``Dispatcher/register(handler:)``).
@usableFromInline
final class ParentDispatcher<Action: Prex.Action>: Sendable {
    /// The gate of the parent's dispatcher, which the scoped dispatcher uses as its own.
    @usableFromInline let gate: Lock
    /// Hands an action of this scope or one made from it, embedded, with its transaction, to the parent's
    /// ``Dispatcher/deliverOrQueue(_:_:from:)`` with the lifetime of the scope it came through. Holding the gate.
    @usableFromInline let forward: @Sendable (Action, Transaction, ScopeLifetime) -> Void
    /// Registers a handler of this scope's actions with the parent, and returns the parent's subscription.
    @usableFromInline let register: @Sendable (@escaping Dispatcher<Action>.Handler) -> Subscription
    /// Unregisters, from the parent, the handler the parent's subscription with this number names.
    @usableFromInline let unregister: @Sendable (_ id: UInt64) -> Void
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
        forward = { action, transaction, scope in parent.deliverOrQueue(embed(action), transaction, from: scope) }
        register = { handler in
            parent.register(transactionHandler: { action, transaction in
                // A handler of an ended scope hears nothing more: the actions of this case are a new child's.
                if !lifetime.hasEnded, let child = extract(action) {
                    handler(child, transaction)
                }
            })
        }
        unregister = { id in parent.unregister(Subscription(registry: parent.registered.registry, id: id)) }
        handlerCount = Self.handlerCount(of: parent)
        self.link = link
    }

    /// Reads the parent's handler count (`package` API, which inlinable code cannot name).
    @usableFromInline
    static func handlerCount<Parent>(of parent: Dispatcher<Parent>) -> @Sendable () -> Int {
        { parent.handlerCount }
    }
}
