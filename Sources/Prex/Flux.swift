/// One ``Dispatcher`` and one ``Store``, wired together: the store applies every action the dispatcher
/// delivers.
///
/// A Flux is how a dispatcher and a store are made. Give each ``Presenter`` its own, or share one between several
/// presenters with ``Presenter/init(view:flux:)``. Safe to use from any thread; it holds no reference to the
/// presenters and views that use it.
public final class Flux<Action: Prex.Action, State: Prex.State>: Sendable {
    /// Delivers actions; dispatch to it directly in tests, or through ``Presenter/dispatch(_:)``.
    public let dispatcher: Dispatcher<Action>
    /// Owns the state; read ``Store/state`` or listen with ``Store/addListener(callback:)``.
    public let store: Store<State>
    /// The feature's dependencies, which presenters read as ``Presenter/dependencies``; scopes inherit them.
    public let dependencies: Dependencies

    /// Creates a dispatcher and a store that starts from `state` and applies `mutation` to every action.
    ///
    /// Callable from any thread. Without a `debugLog` (the default), dispatching costs nothing more than if logging
    /// did not exist.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - mutation: The mutation the store applies to each dispatched action.
    ///   - debugLog: Where to log each action and the changes it made, or `nil` (the default) for no log.
    ///   - dependencies: What the presenters of this Flux and of its scopes reach as
    ///     ``Presenter/dependencies``; none set by default (every key reads its default value).
    public convenience init<M: Mutation>(
        state: State, mutation: M, debugLog: DebugLog? = nil, dependencies: Dependencies = Dependencies()
    ) where M.Action == Action, M.State == State {
        self.init(state: state, mutation: mutation, middleware: [], debugLog: debugLog, dependencies: dependencies)
    }

    /// Creates a dispatcher and a store that starts from `state`, runs every action through `middleware`,
    /// then applies `mutation` to what the middleware passed on.
    ///
    /// The middleware runs in array order, on the dispatching thread, before the mutation; an action one of them
    /// drops changes nothing and reaches no listener, handler, view or debug log. With an empty array, dispatching
    /// costs nothing more. Callable from any thread.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - mutation: The mutation the store applies to each action the middleware passes on.
    ///   - middleware: The interceptors every dispatched action goes through first, in order.
    ///   - debugLog: Where to log each action the store applied (after the middleware), or `nil` (the default).
    ///   - dependencies: What the presenters of this Flux and of its scopes reach as
    ///     ``Presenter/dependencies``; none set by default.
    @inlinable
    public init<M: Mutation>(
        state: State, mutation: M, middleware: [Middleware<Action>], debugLog: DebugLog? = nil,
        dependencies: Dependencies = Dependencies()
    ) where M.Action == Action, M.State == State {
        let gate = Lock(recursive: true)
        let store = Store(state: state, gate: gate)
        // The dispatcher owns the store's core, not the store (see `StoreCore`); neither refers back to the
        // dispatcher, so there is no cycle.
        let applier: StoreApplier<Action>
        if let debugLog {
            applier = store.core.applier(for: debugLog.logging(mutation))
        } else {
            applier = store.core.applier(for: mutation)
        }
        dispatcher = Dispatcher(
            gate: gate, store: applier, middleware: MiddlewareChain(middleware), debugLog: debugLog)
        self.store = store
        self.dependencies = dependencies
    }

    /// A Flux of an existing dispatcher and store; see ``scope(state:action:dependencies:)``.
    @usableFromInline
    init(dispatcher: Dispatcher<Action>, store: Store<State>, dependencies: Dependencies) {
        self.dispatcher = dispatcher
        self.store = store
        self.dependencies = dependencies
    }
}
