/// One ``Dispatcher`` and one ``Store``, wired together: the store applies every action the dispatcher
/// delivers.
///
/// The dispatcher's and store's initializers are not public; a Flux is how they are made. Give each
/// ``Presenter`` its own (``Presenter/init(view:state:mutation:)`` does), or share one between several
/// presenters and inject it with ``Presenter/init(view:flux:)``:
///
/// ```swift
/// extension Flux where Action == CounterAction, State == CounterState {
///     static let shared = Flux(state: CounterState(), mutation: CounterMutation())
/// }
///
/// let presenter = Presenter(view: counterView, flux: .shared)
/// ```
///
/// A Flux is safe to use from any thread. It holds no reference to the presenters and views that use it.
public final class Flux<Action: Prex.Action, State: Prex.State>: Sendable {
    /// Delivers actions; dispatch to it directly in tests, or through ``Presenter/dispatch(_:)``.
    public let dispatcher: Dispatcher<Action>
    /// Owns the state; read ``Store/state`` or listen with ``Store/addListener(callback:)``.
    public let store: Store<State>

    /// Creates a dispatcher and a store that starts from `state` and applies `mutation` to every action.
    ///
    /// Pass a `debugLog` to log, for every action, what it changed in the state (see ``DebugLog``):
    ///
    /// ```swift
    /// let flux = Flux(state: CounterState(), mutation: CounterMutation(), debugLog: .standardError)
    /// ```
    ///
    /// Without one (the default), nothing is logged and dispatching costs nothing more: the Flux is
    /// wired exactly as if logging did not exist. Callable from any thread.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - mutation: The mutation the store applies to each dispatched action.
    ///   - debugLog: Where to log each action and the changes it made, or `nil` (the default) for no log.
    @inlinable
    public init<M: Mutation>(state: State, mutation: M, debugLog: DebugLog? = nil)
    where M.Action == Action, M.State == State {
        let gate = Lock(recursive: true)
        let store = Store(state: state, gate: gate)
        // The dispatcher keeps the store alive; the store never refers back, so there is no cycle.
        let dispatcher: Dispatcher<Action>
        if let debugLog {
            dispatcher = Dispatcher(gate: gate, applyToStore: debugLog.handler(applying: mutation, to: store))
        } else {
            dispatcher = Dispatcher(gate: gate) { action in store.apply(action, with: mutation) }
        }
        self.dispatcher = dispatcher
        self.store = store
    }
}
