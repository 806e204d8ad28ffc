/// The value a ``View`` renders and a ``Presenter`` reads.
///
/// A state is a value type. Only a ``Mutation`` changes it, one action at a time. States cross threads
/// (any thread may read ``Store/state``), so they are `Sendable`.
///
/// > Note: On Apple platforms this protocol shares its name with SwiftUI's `State` property wrapper. In a file
/// > that imports both SwiftUI and Prex, write `Prex.State` for this protocol and `SwiftUI.State` (or
/// > `@SwiftUI.State`) for the wrapper. A SwiftUI file that only renders a model needs neither: import
/// > `PrexObservation`, which does not re-export Prex.
///
/// ```swift
/// struct CounterState: State {
///     var count: Int = 0
/// }
/// ```
public protocol State: Sendable {}
