extension Flux {
    /// A Flux of one feature's slice of this Flux's state, which the child's presenters, views and tests use as
    /// the feature's own Flux.
    ///
    /// - Its state is always `self.state[keyPath: keyPath]`; its listeners hear of an action only when it changed
    ///   the slice, in dispatch order, with `old` the slice they saw last: all that ``Store`` promises, per scope.
    /// - Dispatching a child action dispatches `action.embed(childAction)` to this Flux, so all scopes keep one
    ///   order; the scoped dispatcher's handlers receive the child actions `action.extract` finds.
    /// - A scope belongs to the child it was made for; a slice's ends only when the scope it was made from ends.
    ///   An ended scope's views hear nothing more, its presenters' tasks are cancelled, its own scopes end, and an
    ///   action dispatched through it, even one queued before, changes nothing (logged `ignored: scope ended (…)`).
    ///   Every scope of the same child (this slice of the same parent child) shares its lifetime: its feature
    ///   tasks (``TaskLifetime/feature``) and its end (``hasEnded``), whether made at the same time or later.
    /// - It keeps this Flux's store alive; this Flux stops updating it once its store and dispatcher are gone.
    ///
    /// Any thread. Cost: one listener on this Flux's store, comparing the slice with `==` on each change; a
    /// dispatch through the scope adds one check of the scope's end.
    ///
    /// - Parameters:
    ///   - keyPath: The child's slice of the state, such as `\.search`.
    ///   - action: The case of this Flux's action that carries the child's actions.
    ///   - configure: Changes to this Flux's ``dependencies`` for the child; by default it inherits them.
    /// - Returns: A Flux whose state is the slice and whose actions are the child's.
    @inlinable
    public func scope<ChildAction: Prex.Action, ChildState: Prex.State & Equatable>(
        state keyPath: any KeyPath<State, ChildState> & Sendable,
        action: ActionCase<Action, ChildAction>,
        dependencies configure: (inout Dependencies) -> Void = { _ in }
    ) -> Flux<ChildAction, ChildState> {
        let slice = PropertyReader(keyPath)
        let parent = store.core
        let scope = scope(
            find: { slice.read($0) }, listedUnder: { _, _ in .slice(keyPath) },
            describe: { _ in { ScopeLifetime.describe(ChildState.self, at: keyPath) } },
            action: action, dependencies: configure,
            link: { child, _ in
                parent.follow { change in
                    let new = slice.read(change.new)
                    if child.isAttached, new != child.current {
                        child.replace(with: new, transaction: change.transaction)
                    }
                }
            })
        // A slice is always there: `find` never returns `nil`.
        return scope!
    }

    /// A Flux of an optional child (a detail, a sheet), or `nil` when the child is absent now.
    ///
    /// The scope belongs to the child present now: it ends (see ``scope(state:action:dependencies:)``) when the
    /// optional becomes `nil` and, for an `Identifiable` child, when it changes to one with another id (B opened
    /// while A is open), so a late action of A never reaches B. A child that comes back later is a new child: scope
    /// it again. Within one action, a child that goes and comes back (or, not `Identifiable`, is replaced) is the
    /// same child.
    ///
    /// Any thread. Cost: as ``scope(state:action:dependencies:)``, plus, for an `Identifiable` child that changed
    /// by `==`, two dynamic casts and an id comparison.
    ///
    /// - Parameters:
    ///   - keyPath: The optional child's slice of the state, such as `\.detail`.
    ///   - action: The case of this Flux's action that carries the child's actions.
    ///   - configure: Changes to this Flux's ``dependencies`` for the child; by default it inherits them.
    /// - Returns: A Flux whose state is the child, or `nil` when the child is absent.
    @inlinable
    public func scope<ChildAction: Prex.Action, ChildState: Prex.State & Equatable>(
        optional keyPath: any KeyPath<State, ChildState?> & Sendable,
        action: ActionCase<Action, ChildAction>,
        dependencies configure: (inout Dependencies) -> Void = { _ in }
    ) -> Flux<ChildAction, ChildState>? {
        scope(present: OptionalChildReader(keyPath), action: action, dependencies: configure) { _ in
            { ScopeLifetime.describe(ChildState.self, at: keyPath) }
        }
    }

    /// A Flux of the child `reader` finds in the state, or `nil` when it finds none now: the body of optional and
    /// case scopes. The scope ends when `reader` finds no child or, for an `Identifiable` child, one with another
    /// id; what `describe` makes of the state the child is found in names the child in the debug log.
    @inlinable
    func scope<Reader: ChildReader, ChildAction: Prex.Action, ChildState: Prex.State & Equatable>(
        present reader: Reader,
        action: ActionCase<Action, ChildAction>,
        dependencies configure: (inout Dependencies) -> Void,
        describe: (State) -> @Sendable () -> String
    ) -> Flux<ChildAction, ChildState>? where Reader.Root == State, Reader.Child == ChildState {
        let parent = store.core
        return scope(
            find: reader.read, listedUnder: reader.key(for:in:), describe: describe, action: action,
            dependencies: configure,
            link: { child, lifetime in
                let isSameChild = ScopeLifetime.sameChildTest(for: child.current)
                return parent.follow { change in
                    guard !lifetime.hasEnded else { return }
                    guard let new = reader.read(change.new) else {
                        lifetime.end()
                        return
                    }
                    guard new != child.current else { return }
                    if let isSameChild, !isSameChild.isSame(new, as: child.current) {
                        lifetime.end()
                        return
                    }
                    // Kept up to date even once the scoped store is gone (its listeners are), for the id check above.
                    child.replace(with: new, transaction: change.transaction)
                }
            })
    }
}

extension Flux {
    /// The set-up of every scope, under the gate: the child `find` finds in the state now (`nil` if none), its
    /// lifetime, listed in this Flux's under `key` (joined if a live one is listed there) and named by what
    /// `describe` makes of the state, and a scoped Flux over a store of the child. `link` starts what keeps that
    /// store up to date and returns what stops it, once the scoped store and dispatcher are gone.
    @inlinable
    func scope<ChildAction: Prex.Action, ChildState: Prex.State>(
        find: (State) -> ChildState?,
        listedUnder key: (ChildState, State) -> ScopeLifetime.Key,
        describe: (State) -> @Sendable () -> String,
        action: ActionCase<Action, ChildAction>,
        dependencies configure: (inout Dependencies) -> Void,
        link: (StoreCore<ChildState>, ScopeLifetime) -> @Sendable () -> Void
    ) -> Flux<ChildAction, ChildState>? {
        let parent = store.core
        return parent.gate.withLock {
            guard let initial = find(parent.current) else { return nil }
            let child = StoreCore(state: initial, gate: parent.gate)
            let lifetime = store.lifetime.child(key(initial, parent.current), describe: describe(parent.current))
            return Flux<ChildAction, ChildState>(
                scopeOf: self, core: child, lifetime: lifetime, action: action,
                dependencies: dependencies.with(configure), unlink: link(child, lifetime))
        }
    }

    /// A scoped Flux: its dispatcher forwards to `parent`'s through `action`; its store shows `core`, kept up to
    /// date by what `unlink` removes, and detached when `lifetime` (its child's, which it joins and leaves with its
    /// link) ends, as it does with `parent`'s if `parent` is a scope. Holding the gate.
    @inlinable
    convenience init<ParentAction: Prex.Action, ParentState: Prex.State>(
        scopeOf parent: Flux<ParentAction, ParentState>,
        core: StoreCore<State>,
        lifetime: ScopeLifetime,
        action: ActionCase<ParentAction, Action>,
        dependencies: Dependencies,
        unlink: @escaping @Sendable () -> Void
    ) {
        // One gate per Flux tree: the scoped dispatcher's is its parent's, and `core` follows the parent's store.
        assert(core.gate === parent.dispatcher.gate)
        let parentCore = parent.store.core
        let parentLifetime = parent.store.lifetime
        let member = lifetime.join { core.detach() }
        // Ends with the parent scope (at once if it already has); `nil` for the app's store, which outlives scopes.
        let endsWithParent = parent.store.whenChildGoes { lifetime.end() }
        let link = ScopeLink(parent: parent.store, lifetime: lifetime) {
            parentCore.gate.withLock {
                unlink()
                if let endsWithParent {
                    parentCore.removeDetachHandler(endsWithParent)
                }
                lifetime.leave(member, from: parentLifetime)
            }
        }
        self.init(
            dispatcher: Dispatcher(scoped: ScopedDispatcher(parent.dispatcher, case: action, link: link)),
            store: Store(core: core, upstream: link),
            dependencies: dependencies
        )
    }
}

extension StoreCore {
    /// Calls `follow` with each change of this store, until the function it returns is called. Holding the gate.
    @usableFromInline
    func follow(_ follow: @escaping @Sendable (StateChange<State>) -> Void) -> @Sendable () -> Void {
        let subscription = listeners.add(StoreListener(follow))
        return { self.listeners.remove(subscription) }
    }
}
