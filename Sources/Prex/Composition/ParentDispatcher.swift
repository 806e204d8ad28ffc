/// Where a scoped Flux's ``Dispatcher`` sends everything: to its parent's dispatcher, with each child action
/// wrapped in the parent's case, and each parent action of that case unwrapped for the child's handlers.
///
/// A scoped dispatcher therefore has no queue of its own: `child.dispatch(x)` is
/// `parent.dispatch(embed(x))`, so actions dispatched through any scope of a Flux keep one total order (FIFO,
/// re-entrancy and threading exactly as ``Dispatcher/dispatch(_:)`` says).
@usableFromInline
final class ParentDispatcher<Action: Prex.Action>: Sendable {
    /// The gate of the parent's dispatcher, which the scoped dispatcher uses as its own.
    @usableFromInline let gate: Lock
    /// The parent's `deliverOrQueue` of the embedded action. Holding the gate.
    @usableFromInline let deliverOrQueue: @Sendable (Action) -> Void
    @usableFromInline let register: @Sendable (@escaping @Sendable (Action) -> Void) -> Subscription
    @usableFromInline let unregister: @Sendable (Subscription) -> Void
    /// The parent's handler count: the scope's handlers are registered there.
    @usableFromInline let handlerCount: @Sendable () -> Int

    @inlinable
    init<Parent: Prex.Action>(_ parent: Dispatcher<Parent>, case actionCase: ActionCase<Parent, Action>) {
        let embed = actionCase.embed
        let extract = actionCase.extract
        gate = parent.gate
        deliverOrQueue = { action in parent.deliverOrQueue(embed(action)) }
        register = { handler in
            parent.register { action in
                if let child = extract(action) {
                    handler(child)
                }
            }
        }
        unregister = { subscription in parent.unregister(subscription) }
        handlerCount = Self.handlerCount(of: parent)
    }

    /// Reads the parent's handler count (`package` API, which inlinable code cannot name).
    @usableFromInline
    static func handlerCount<Parent>(of parent: Dispatcher<Parent>) -> @Sendable () -> Int {
        { parent.handlerCount }
    }
}
