/// A passive view: it renders the state a ``Presenter`` hands it, and nothing else.
///
/// A view owns its presenter, which holds it weakly. ``reflect(change:)`` runs on the main actor: before `dispatch`
/// returns when the change was dispatched on the main thread, otherwise asynchronously on the main queue. Views are
/// main-actor objects, and so `Sendable`. With SwiftUI imported too, write `Prex.View`.
@MainActor
public protocol View: AnyObject, Sendable {
    /// The state this view renders.
    associatedtype State: Prex.State

    /// Renders a change of state. Called on the main actor, once per delivered change, in order.
    ///
    /// Never called while it runs: a change that arrives meanwhile (an action it dispatches, or one another
    /// thread dispatched) is delivered right after it returns, starting from the state it was reflecting.
    ///
    /// - Parameter change: The new state, and the state this view last reflected (`nil` when
    ///   ``Presenter/reflectWholeState()`` asks for a full render).
    func reflect(change: StateChange<State>)
}
