extension Flux {
    /// A Flux of one element of a list of child features that loads, by identity, or `nil` when no element has `id`
    /// now: none was loaded yet, or the loaded list has no such element.
    ///
    /// The same scope as ``scope(element:in:action:dependencies:)`` of the loaded list (`\.rows.elements`), in one
    /// call and named by the request state in the debug log (`Row with id 1 in \ListState.rows`): its views hear only
    /// of its element's changes, it keeps its element while a reload runs (the stale value stays), and it ends when
    /// its element leaves the loaded value, as when a reload's result has no element with `id`. Scopes of the same
    /// element made either way share its lifetime. Named apart from `scope(element:in:action:dependencies:)` so that
    /// neither a call nor a link is ambiguous.
    ///
    /// Any thread. Cost: as ``scope(element:in:action:dependencies:)``; the loaded value is read at its offset when
    /// the request state is stored inline (otherwise through its key path).
    ///
    /// - Parameters:
    ///   - id: The element's identity.
    ///   - keyPath: The request state of the list in the state, such as `\.rows` (`\.self` on a Flux of it).
    ///   - action: The case of this Flux's action that carries an action for one element.
    ///   - configure: Changes to this Flux's ``dependencies`` for the element; by default it inherits them.
    /// - Returns: A Flux whose state is the element, or `nil` when the loaded list has no element with `id`.
    @inlinable
    public func scope<ChildAction: Prex.Action, Element: Identifiable & Prex.State & Equatable, Failure>(
        loadedElement id: Element.ID,
        in keyPath: any KeyPath<State, RequestState<IdentifiedList<Element>, Failure>> & Sendable,
        action: ActionCase<Action, ElementAction<Element.ID, ChildAction>>,
        dependencies configure: (inout Dependencies) -> Void = { _ in }
    ) -> Flux<ChildAction, Element>? where Element.ID: Sendable {
        scope(
            element: id, of: LoadedListReader(keyPath), listedUnder: keyPath, path: LoadedListReader.path(to: keyPath),
            action: action, dependencies: configure
        ) {
            ScopeLifetime.describe(Element.self, id: id, in: keyPath)
        }
    }
}
