/// One case of an enum state that holds a child feature's state, such as a destination's `.detail(DetailState)`:
/// how to wrap a child state in it, and how to find the child state in the enum.
///
/// A scope by case (``Flux/scope(case:action:dependencies:)``) and a mutation composed by case
/// (``Mutation/scope(case:action:_:)``) read and write the child through it. Declare one per case, as a static
/// property of an extension constrained to the enum, in one line with ``init(_:)`` or, the fast path, with both
/// closures. Both closures are plain Swift, run on any thread.
public struct StateCase<Parent: Sendable, Child: Sendable>: Sendable {
    /// Wraps a child state in the parent's case.
    public let embed: @Sendable (Child) -> Parent
    /// The child state the parent holds, or `nil` when it is another case.
    public let extract: @Sendable (Parent) -> Child?

    /// Creates the case from its constructor and its pattern match: the fast path.
    ///
    /// - Parameters:
    ///   - embed: Wraps a child state, usually the case itself: `Destination.detail`.
    ///   - extract: Returns the child state when the parent is this case, otherwise `nil`.
    public init(_ embed: @escaping @Sendable (Child) -> Parent, extract: @escaping @Sendable (Parent) -> Child?) {
        self.embed = embed
        self.extract = extract
    }

    /// The case `embed` makes, found in a parent by reflection: `.init(Destination.detail)` declares a case in one
    /// line. Matches as ``ActionCase/init(_:)-((Child)->Parent)`` does, at the same cost (about 21,000 instructions per
    /// look-up, against a few for the explicit form); `embed` must be the case itself.
    ///
    /// - Parameter embed: The case of the enum that holds the child's state, such as `Destination.detail`.
    public init(_ embed: @escaping @Sendable (Child) -> Parent) {
        let reflection = CaseReflection(embed)
        self.init(embed, extract: { reflection.extract($0) })
    }

    /// The case `inner` inside this one: `.detail(.panel)` holds a grandchild's state as `.detail(.panel(…))`.
    /// Wrapping and finding call both cases' closures; any thread.
    ///
    /// - Parameter inner: A case of this case's child state.
    /// - Returns: The case that wraps a grandchild state in `inner`, then in this case.
    public func callAsFunction<Grandchild>(_ inner: StateCase<Child, Grandchild>) -> StateCase<Parent, Grandchild> {
        let (outerEmbed, outerExtract) = (embed, extract)
        let (innerEmbed, innerExtract) = (inner.embed, inner.extract)
        return StateCase<Parent, Grandchild>(
            { grandchild in outerEmbed(innerEmbed(grandchild)) },
            extract: { parent in outerExtract(parent).flatMap(innerExtract) }
        )
    }
}
