/// The only code that changes a ``State``: it applies one ``Action`` to the state, in place.
///
/// A mutation is a pure function of its inputs. The ``Store`` calls it once per dispatched action, one
/// action at a time, in dispatch order, on the thread that dispatched the action. Because that can be any
/// thread, mutations are `Sendable` (a struct without stored properties is).
///
/// Test a mutation by calling it directly:
///
/// ```swift
/// struct CounterMutation: Mutation {
///     func mutate(action: CounterAction, state: inout CounterState) {
///         switch action {
///         case .increment: state.count += 1
///         case .decrement: state.count -= 1
///         }
///     }
/// }
///
/// var state = CounterState()
/// CounterMutation().mutate(action: .increment, state: &state)  // state.count == 1
/// ```
public protocol Mutation<Action, State>: Sendable {
    /// The actions this mutation understands.
    associatedtype Action: Prex.Action
    /// The state this mutation changes.
    associatedtype State: Prex.State

    /// Applies `action` to `state`.
    ///
    /// - Parameters:
    ///   - action: The action being applied.
    ///   - state: The current state, to change in place.
    func mutate(action: Action, state: inout State)
}
