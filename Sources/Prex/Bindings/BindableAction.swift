/// An action with a case that carries a ``BindingAction``: a feature whose state a view edits field by field.
///
/// The case itself is the ``binding(_:)`` requirement; `binding` finds it in an action (a `switch` the feature
/// writes, since Prex reads no enum through macros):
///
/// ```swift
/// enum SignUpAction: BindableAction, Equatable {
///     case binding(BindingAction<SignUpForm>)
///     case submit
///
///     var binding: BindingAction<SignUpForm>? {
///         if case .binding(let binding) = self { binding } else { nil }
///     }
/// }
/// ```
///
/// Then ``Mutation/applyingBindings()`` applies the binding before the feature's mutation runs, and
/// `ObservableModel.binding(_:)` (PrexObservation) gives a control a two-way binding that dispatches it.
public protocol BindableAction<State>: Action {
    /// The state whose properties the binding case sets.
    associatedtype State

    /// The case that carries a binding action: `.binding(.set(\.name, "ab"))`.
    ///
    /// - Parameter action: The property to set and its value.
    /// - Returns: The feature's action carrying it.
    static func binding(_ action: BindingAction<State>) -> Self

    /// The binding this action carries, or `nil` when it is another case. Any thread; a `switch`.
    var binding: BindingAction<State>? { get }
}
