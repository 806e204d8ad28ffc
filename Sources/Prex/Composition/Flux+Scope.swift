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
    ///   Handlers registered on the scoped dispatcher receive the child actions that `action.extract` finds.
    /// - The scoped Flux keeps this Flux's store alive. When the scoped store goes, this Flux stops updating it.
    ///
    /// Callable from any thread. Cost: one listener on this Flux's store, which on every change reads the slice
    /// and compares it with the last one (`==`, so a slice that holds an ``IdentifiedList`` compares in O(1) when
    /// the list was not touched).
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
            return scoped(child, action: action, dependencies: configure) { change in
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
    /// close it when the child goes. When the optional becomes `nil`, the scoped Flux ends: its listeners are
    /// removed (its views hear nothing more), and the tasks its presenters started with
    /// ``Presenter/task(id:priority:_:)`` are cancelled. A child that comes back later is a new child: scope it
    /// again. Otherwise as ``scope(state:action:dependencies:)``.
    ///
    /// ```swift
    /// if let detailFlux = appFlux.scope(optional: \.detail, action: .detail) {
    ///     showDetail(DetailScreen(flux: detailFlux))
    /// }
    /// ```
    ///
    /// Callable from any thread. Cost: as ``scope(state:action:dependencies:)``.
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
            return scoped(child, action: action, dependencies: configure) { change in
                guard child.isAttached else { return }
                guard let new = slice.read(change.new) else {
                    child.detach()
                    return
                }
                if new != child.current {
                    child.replace(with: new)
                }
            }
        }
    }
}

extension Flux {
    /// A scoped Flux over `child`, which `follow`, a listener on this Flux's store, keeps equal to the slice;
    /// the listener goes when the scoped store does. Holding the gate.
    @inlinable
    func scoped<ChildAction: Prex.Action, ChildState: Prex.State>(
        _ child: StoreCore<ChildState>,
        action: ActionCase<Action, ChildAction>,
        dependencies configure: (inout Dependencies) -> Void,
        follow: @escaping @Sendable (StateChange<State>) -> Void
    ) -> Flux<ChildAction, ChildState> {
        let parent = store.core
        let subscription = parent.listeners.add(follow)
        return Flux<ChildAction, ChildState>(
            scopeOf: self, core: child, action: action, dependencies: dependencies.with(configure)
        ) {
            parent.gate.withLock { parent.listeners.remove(subscription) }
        }
    }

    /// A scoped Flux: its dispatcher forwards to `parent`'s through `action`, and its store shows `core`, which
    /// what `unlink` removes kept up to date.
    @inlinable
    convenience init<ParentAction: Prex.Action, ParentState: Prex.State>(
        scopeOf parent: Flux<ParentAction, ParentState>,
        core: StoreCore<State>,
        action: ActionCase<ParentAction, Action>,
        dependencies: Dependencies,
        unlink: @escaping @Sendable () -> Void
    ) {
        // One gate per Flux tree: the scoped dispatcher's is its parent's, and `core` follows the parent's store.
        assert(core.gate === parent.dispatcher.gate)
        self.init(
            dispatcher: Dispatcher(parent: ParentDispatcher(parent.dispatcher, case: action)),
            store: Store(core: core, upstream: ScopeLink(parent: parent.store, unlink: unlink)),
            dependencies: dependencies
        )
    }
}
