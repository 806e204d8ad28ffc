/// A value that describes something that happened: the internal API of a feature.
///
/// Actions are usually enums. A ``Presenter`` dispatches them; the ``Mutation`` turns each one into a change
/// of ``State``. Actions cross threads (any thread may dispatch), so they are `Sendable`.
///
/// ```swift
/// enum CounterAction: Action {
///     case increment
///     case decrement
/// }
/// ```
public protocol Action: Sendable {}
