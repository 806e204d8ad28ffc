/// A passive view: it renders the state a ``Presenter`` hands it, and nothing else.
///
/// A view owns its presenter (for example as a `lazy var`); the presenter holds the view weakly, so dropping
/// the view frees both. User events go to presenter methods; state comes back through
/// ``reflect(change:)``.
///
/// ``reflect(change:)`` is always called on the main actor. When the change was dispatched on the main
/// thread, it is called before `dispatch` returns; otherwise it arrives asynchronously on the main queue.
/// Render from the ``StateChange``: its `old` is the state this view last reflected, so a view that updates
/// only the properties reported as changed is always right, even when several changes reach it as one.
///
/// Views are main-actor objects, and so `Sendable`: a class that declares its conformance is inferred
/// `@MainActor`; one that conforms in an extension is marked `@MainActor` itself (UIKit and AppKit view
/// controllers already are).
///
/// > Note: On Apple platforms this protocol shares its name with `SwiftUI.View`. In a file that imports both
/// > SwiftUI and Prex, write `Prex.View` (and `SwiftUI.View` for SwiftUI's). To drive a SwiftUI view, make it
/// > read an `ObservableModel` from the `PrexObservation` library, which does not re-export Prex.
///
/// ```swift
/// final class CounterView: View {
///     private lazy var presenter = Presenter(view: self, state: CounterState(), mutation: CounterMutation())
///
///     func reflect(change: StateChange<CounterState>) {
///         if let count = change.count?.value {
///             print("count: \(count)")
///         }
///     }
/// }
/// ```
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
