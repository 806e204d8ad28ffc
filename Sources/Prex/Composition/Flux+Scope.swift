extension Flux {
    /// A Flux of one feature's slice of this Flux's state: a child feature's presenters, views, observers and
    /// tests use it as if it were the feature's own Flux.
    ///
    /// ```swift
    /// let searchFlux = appFlux.scope(state: \.search, action: .search)
    /// let presenter = Presenter(view: searchView, flux: searchFlux)
    /// ```
    ///
    /// - The scoped Flux's state is always `self.state[keyPath: keyPath]`. Its listeners (presenters' views,
    ///   ``Store/observe(_:initial:_:)``) hear about an action only when it changed the slice, in dispatch
    ///   order, with `old` the slice they saw last: everything ``Store`` promises holds per scope.
    /// - Dispatching a child action dispatches `action.embed(childAction)` to this Flux, so actions from every
    ///   scope keep one order. The mutation that applies it is this Flux's (see ``Mutation/scope(state:action:_:)``).
    ///   Handlers registered on the scoped dispatcher receive the child actions that `action.extract` finds; their
    ///   subscriptions are the scoped dispatcher's own (the app's dispatcher cannot unregister them, nor the scope
    ///   the app's).
    /// - A scope belongs to the child it was made for. A slice is always there, so its scope ends only when the
    ///   scope it was made from ends (this Flux is itself a scope whose child went): see
    ///   ``scope(optional:action:dependencies:)``. An ended scope's views hear nothing more, its presenters' tasks
    ///   are cancelled, the scopes made from it end too, and an action dispatched through it (directly, by a
    ///   presenter, by a task) changes nothing and is reported by the debug log (`ignored: scope ended (…)`),
    ///   even if it was queued before the scope ended.
    /// - The scoped Flux keeps this Flux's store alive. The scoped store and the scoped dispatcher each keep what
    ///   follows the child, so either works without the other; the scoped store is also kept by its listeners
    ///   (see ``Store``). When both are gone, this Flux stops updating the scope.
    ///
    /// Callable from any thread. Cost: one listener on this Flux's store, which on every change reads the slice
    /// and compares it with the last one (`==`, so a slice that holds an ``IdentifiedList`` compares in O(1) when
    /// the list was not touched). A dispatch through the scope adds one check of the scope's end to the app's.
    ///
    /// - Parameters:
    ///   - keyPath: The child's slice of the state, such as `\.search`.
    ///   - action: The case of this Flux's action that carries the child's actions.
    ///   - configure: Changes to this Flux's ``dependencies`` for the child; by default it inherits them as they
    ///     are.
    /// - Returns: A Flux whose state is the slice and whose actions are the child's.
    @inlinable
    public func scope<ChildAction: Prex.Action, ChildState: Prex.State & Equatable>(
        state keyPath: any KeyPath<State, ChildState> & Sendable,
        action: ActionCase<Action, ChildAction>,
        dependencies configure: (inout Dependencies) -> Void = { _ in }
    ) -> Flux<ChildAction, ChildState> {
        let slice = PropertyReader(keyPath)
        let parent = store.core
        return parent.gate.withLock {
            let child = StoreCore(state: slice.read(parent.current), gate: parent.gate)
            let lifetime = ScopeLifetime(detachChild: { child.detach() }) {
                ScopeLifetime.describe(ChildState.self, at: keyPath)
            }
            return scoped(child, lifetime, action: action, dependencies: configure) { change in
                let new = slice.read(change.new)
                if child.isAttached, new != child.current {
                    child.replace(with: new)
                }
            }
        }
    }

    /// A Flux of an optional child (a detail, a sheet), or `nil` when the child is absent now.
    ///
    /// The child's presence is what the screens show: present the child's screen with the returned Flux, and
    /// close it when the child goes. The scoped Flux belongs to the child present now. It ends when the optional
    /// becomes `nil`, and, for an `Identifiable` child, when the child changes to one with another id (opening B
    /// while A is open, with no `nil` in between): its listeners are removed (its views hear nothing more), the
    /// tasks its presenters started with ``Presenter/task(id:priority:_:)`` are cancelled, every scope made from it
    /// ends too, and an action dispatched through it changes nothing (it is reported by the debug log,
    /// `ignored: scope ended (…)`), so a late action of A never reaches B. A child that comes back later is a new
    /// child: scope it again. Within one action, a child that goes and comes back (or, not `Identifiable`, is
    /// replaced) is the same child. An `Identifiable` child is compared by id only when it changed by `==`.
    /// Otherwise as ``scope(state:action:dependencies:)``.
    ///
    /// ```swift
    /// if let detailFlux = appFlux.scope(optional: \.detail, action: .detail) {
    ///     showDetail(DetailScreen(flux: detailFlux))
    /// }
    /// ```
    ///
    /// Callable from any thread. Cost: as ``scope(state:action:dependencies:)``, plus, for an `Identifiable`
    /// child, two dynamic casts and an id comparison when the child changed.
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
        let slice = PropertyReader(keyPath)
        let parent = store.core
        return parent.gate.withLock {
            guard let initial = slice.read(parent.current) else { return nil }
            let child = StoreCore(state: initial, gate: parent.gate)
            let lifetime = ScopeLifetime(detachChild: { child.detach() }) {
                ScopeLifetime.describe(ChildState.self, at: keyPath)
            }
            let isIdentifiable = ScopeLifetime.isIdentifiable(initial)
            return scoped(child, lifetime, action: action, dependencies: configure) { change in
                guard !lifetime.hasEnded else { return }
                guard let new = slice.read(change.new) else {
                    lifetime.end()
                    return
                }
                guard new != child.current else { return }
                if isIdentifiable, !ScopeLifetime.isSameChild(new, as: child.current) {
                    lifetime.end()
                    return
                }
                // Kept up to date even once the scoped store is gone (its listeners are), for the id check above.
                child.replace(with: new)
            }
        }
    }
}

extension Flux {
    /// A scoped Flux over `child`, which `follow`, a listener on this Flux's store, keeps equal to the slice (and
    /// ends with `lifetime` when the child goes); the listener goes when the scoped store and dispatcher do. Holding
    /// the gate.
    @inlinable
    func scoped<ChildAction: Prex.Action, ChildState: Prex.State>(
        _ child: StoreCore<ChildState>,
        _ lifetime: ScopeLifetime,
        action: ActionCase<Action, ChildAction>,
        dependencies configure: (inout Dependencies) -> Void,
        follow: @escaping @Sendable (StateChange<State>) -> Void
    ) -> Flux<ChildAction, ChildState> {
        let parent = store.core
        let subscription = parent.listeners.add(follow)
        return Flux<ChildAction, ChildState>(
            scopeOf: self, core: child, lifetime: lifetime, action: action, dependencies: dependencies.with(configure)
        ) {
            parent.listeners.remove(subscription)
        }
    }

    /// A scoped Flux: its dispatcher forwards to `parent`'s through `action`, and its store shows `core`, which
    /// what `unlink` removes (holding the gate) kept up to date. The scope ends with `lifetime`, and `lifetime` ends
    /// with the parent's if the parent is itself a scope. Holding the gate.
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
        // A scope of a scope ends when its parent does (at once if the parent already has); `nil` for the app's
        // own store, which outlives its scopes.
        let endsWithParent = parent.store.whenChildGoes { lifetime.end() }
        let link = ScopeLink(parent: parent.store, lifetime: lifetime) {
            parentCore.gate.withLock {
                unlink()
                if let endsWithParent {
                    parentCore.removeDetachHandler(endsWithParent)
                }
            }
        }
        self.init(
            dispatcher: Dispatcher(parent: ParentDispatcher(parent.dispatcher, case: action, link: link)),
            store: Store(core: core, upstream: link),
            dependencies: dependencies
        )
    }
}
