/// One case of a parent's action enum that carries a child feature's action: how to wrap a child action in
/// it, and how to find the child action in a parent action.
///
/// A scoped Flux dispatches through it (``Flux/scope(state:action:dependencies:)``), and a composed mutation routes through
/// it (``Mutation/scope(state:action:_:)``). Declare one per child case, as a static property of an extension
/// constrained to the parent's action only, so that call sites read `action: .search`:
///
/// ```swift
/// enum AppAction: Action {
///     case search(SearchAction)
///     case refresh
/// }
///
/// extension ActionCase where Parent == AppAction {
///     static var search: ActionCase<AppAction, SearchAction> {
///         .init(AppAction.search) { if case .search(let action) = $0 { action } else { nil } }
///     }
/// }
/// ```
///
/// Both closures are plain Swift (a case constructor and a pattern match), so wrapping and finding cost a
/// call each, on any thread.
///
/// ## Nesting
/// A case of a case is one case: `.feed(.row)` is the feed's `row` case inside the app's `feed` case (see
/// ``callAsFunction(_:)``), so a grandchild is scoped, or its mutation composed, in one call, with a key path
/// through both slices:
///
/// ```swift
/// let row = appFlux.scope(element: id, in: \.feed.rows, action: .feed(.row))
/// ```
///
/// ``identity`` is the case of an action in itself, for a slice whose actions are its parent's.
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
    @inlinable
    public init(_ embed: @escaping @Sendable (Child) -> Parent, extract: @escaping @Sendable (Parent) -> Child?) {
        self.embed = embed
        self.extract = extract
    }
}

extension ActionCase {
    /// The case `inner` inside this one: a grandchild's action, carried by a child's action, carried by this
    /// parent's action.
    ///
    /// Called as `.feed(.row)`, the spelling of the action itself (`AppAction.feed(.row(…))`):
    ///
    /// ```swift
    /// let rows = AppMutation()
    ///     .forEach(state: \.feed.rows, action: .feed(.row), RowMutation())
    /// let row = appFlux.scope(element: id, in: \.feed.rows, action: .feed(.row))
    /// ```
    ///
    /// Cost: wrapping and finding call both cases' closures, one after the other; any thread.
    ///
    /// - Parameter inner: A case of this case's child action.
    /// - Returns: The case that wraps a grandchild action in `inner`, then in this case.
    @inlinable
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
    /// The case of an action in itself: wrapping and finding return the action unchanged.
    ///
    /// For a child whose actions are its parent's (a slice scoped with ``Flux/scope(state:action:dependencies:)``
    /// that shares its parent's action type), and for nesting that ends at the parent itself:
    ///
    /// ```swift
    /// let settingsFlux = appFlux.scope(state: \.settings, action: .identity)
    /// ```
    public static var identity: ActionCase {
        ActionCase({ $0 }, extract: { $0 })
    }
}
