/// The value a ``View`` renders and a ``Presenter`` reads.
///
/// A value type, changed only by a ``Mutation``, one action at a time; `Sendable`, since any thread may read
/// ``Store/state``. With SwiftUI imported too, write `Prex.State`.
public protocol State: Sendable {}
