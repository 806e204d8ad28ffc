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
    /// - Parameters:
    ///   - state: The initial state.
    ///   - mutation: The mutation the store applies to each dispatched action.
    @inlinable
    public init<M: Mutation>(state: State, mutation: M) where M.Action == Action, M.State == State {
        let dispatcher = Dispatcher<Action>()
        let store = Store(state: state, gate: dispatcher.gate)
        // The dispatcher keeps the store alive; the store never refers back, so there is no cycle.
        _ = dispatcher.register { action in store.apply(action, with: mutation) }
        self.dispatcher = dispatcher
        self.store = store
    }
}
