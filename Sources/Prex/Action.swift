/// A value that describes something that happened: the internal API of a feature.
///
/// Usually an enum. A ``Presenter`` dispatches actions; the ``Mutation`` turns each one into a change of ``State``.
/// `Sendable`, since any thread may dispatch.
public protocol Action: Sendable {}
