/// One case of a parent's action enum that carries a child feature's action: how to wrap a child action in it,
/// and how to find the child action in a parent action.
///
/// Scoped Fluxes (``Flux/scope(state:action:dependencies:)``) dispatch and composed mutations
/// (``Mutation/scope(state:action:_:)``) route through it. Declare one per child case, as a static property of an
/// extension constrained to the parent's action, so that call sites read `action: .search`: in one line with
/// ``init(_:)-((Child)->Parent)`` (found by reflection, slower), or with both closures, plain Swift: wrapping and
/// finding cost a call each, on any thread.
public struct ActionCase<Parent: Sendable, Child: Sendable>: Sendable {
    /// Wraps a child action in the parent's case.
    public let embed: @Sendable (Child) -> Parent
    /// The child action the parent action carries, or `nil` when it is another case.
    public let extract: @Sendable (Parent) -> Child?

    /// Creates the case from its constructor and its pattern match.
    ///
    /// - Parameters:
    ///   - embed: Wraps a child action, usually the case itself: `AppAction.search`.
    ///   - extract: Returns the child action when the parent action is this case, otherwise `nil`.
    public init(_ embed: @escaping @Sendable (Child) -> Parent, extract: @escaping @Sendable (Parent) -> Child?) {
        self.embed = embed
        self.extract = extract
    }
}

extension ActionCase {
    /// The case `inner` inside this one, spelled as the action itself: `.feed(.row)` carries a grandchild's
    /// action as `AppAction.feed(.row(…))`. Wrapping and finding call both cases' closures; any thread.
    ///
    /// - Parameter inner: A case of this case's child action.
    /// - Returns: The case that wraps a grandchild action in `inner`, then in this case.
    public func callAsFunction<Grandchild>(_ inner: ActionCase<Child, Grandchild>) -> ActionCase<Parent, Grandchild> {
        let (outerEmbed, outerExtract) = (embed, extract)
        let (innerEmbed, innerExtract) = (inner.embed, inner.extract)
        return ActionCase<Parent, Grandchild>(
            { grandchild in outerEmbed(innerEmbed(grandchild)) },
            extract: { parent in outerExtract(parent).flatMap(innerExtract) }
        )
    }
}

extension ActionCase where Parent == Child {
    /// The case of an action in itself (wrapping and finding return it unchanged): for a slice whose actions are
    /// its parent's, as in `appFlux.scope(state: \.settings, action: .identity)`, and for nesting that ends there.
    public static var identity: ActionCase {
        ActionCase({ $0 }, extract: { $0 })
    }
}
