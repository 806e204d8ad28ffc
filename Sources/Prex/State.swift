/// The value a ``View`` renders and a ``Presenter`` reads.
///
/// A state is a value type. Only a ``Mutation`` changes it, one action at a time. States cross threads
/// (any thread may read ``Store/state``), so they are `Sendable`.
///
/// ```swift
/// struct CounterState: State {
///     var count: Int = 0
/// }
/// ```
public protocol State: Sendable {}
