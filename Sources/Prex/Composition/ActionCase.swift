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
///         .init(AppAction.search) { action in
///             if case .search(let search) = action { search } else { nil }
///         }
///     }
/// }
/// ```
///
/// Both closures are plain Swift (a case constructor and a pattern match), so wrapping and finding cost a
/// call each, on any thread.
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
