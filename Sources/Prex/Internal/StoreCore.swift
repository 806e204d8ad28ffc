/// What a ``Store`` applies actions to: the current state, the copy readers get, and the listeners.
///
/// The core is shared by the public ``Store`` and by its Flux's dispatcher, which applies every action to it.
/// The dispatcher owns the core but not the store, so the store lives only as long as its owners (the Flux,
/// and whoever kept `flux.store`), as in the original Prex. When the store goes, its `deinit` detaches the
/// core under the gate: from then on an action applies nothing and reaches no listener, while the
/// dispatcher's handlers still receive it (DESIGN §2.5). The check costs one load and one branch per action.
///
/// A store that goes while it notifies its listeners (one of them drops the store's last owner, as a view may
/// that closes while reflecting) finishes that notification, as the original Prex did, whose store stayed
/// alive until its handler returned: every listener registered when the notification began, and not removed
/// since, is called; the listeners are released when it ends, and no later notification begins. A mutation
/// running when the store goes completes, and its change reaches no listener. Because the dispatcher owns the
/// core, the notification frees nothing it still uses.
@usableFromInline
final class StoreCore<State: Prex.State>: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `current`, `isAttached` and the listener list are only touched while
    // holding `gate`; `published` is a `Locked` value; `State` is `Sendable`.

    /// The Flux's gate, shared with its dispatcher.
    @usableFromInline let gate: Lock
    @usableFromInline let listeners = CallbackList<@Sendable (StateChange<State>) -> Void>()
    /// The state mutations work on, in place. The gate makes every access exclusive, and the only access
    /// that spans user code (the mutation's `inout`) cannot be reached by that code, so the runtime's
    /// dynamic exclusivity check is skipped.
    @usableFromInline @exclusivity(unchecked) var current: State
    /// A copy of `current` for readers on any thread, so reading never waits for a delivery.
    @usableFromInline let published: Locked<State>
    /// Whether the store still exists; `false` once its `deinit` detached the core.
    @usableFromInline @exclusivity(unchecked) var isAttached = true

    @usableFromInline
    init(state: State, gate: Lock) {
        self.gate = gate
        current = state
        published = Locked(state)
    }

    /// Applies one action and notifies the listeners, unless the store is gone. Called by the dispatcher,
    /// holding the gate.
    @inlinable
    func apply<M: Mutation>(_ action: M.Action, with mutation: M) where M.State == State {
        guard isAttached else { return }
        let old = current
        mutation.mutate(action: action, state: &current)
        let new = current
        published.withLock { $0 = new }
        let change = StateChange(new: new, old: old)
        listeners.forEachCallback { listener in listener(change) }
    }

    /// The store went: later actions apply nothing, and the listeners (and what they capture) are released,
    /// once the notification running, if any, has called them all.
    func detach() {
        gate.withLock {
            isAttached = false
            listeners.removeAllOnceIdle()
        }
    }
}
