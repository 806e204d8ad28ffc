/// The only code that changes a ``State``: it applies one ``Action`` to the state, in place.
///
/// A pure function of its inputs. The ``Store`` calls it once per dispatched action, one action at a time, in
/// dispatch order, on the thread that dispatched the action; hence `Sendable`. Test it by calling it directly.
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
