extension Flux {
    /// A Flux of one element of a collection of child features, by identity, or `nil` when no element has
    /// that id now.
    ///
    /// The element's presenters and views use it as the element's own Flux. Its views hear about an action
    /// only when it changed that element (never when a sibling changed, or the list moved).
    ///
    /// The scoped Flux belongs to the element with `id` as it is now: that insertion. When the element leaves the
    /// list, the scoped Flux ends: its views hear nothing more, its presenters' tasks are cancelled, every scope
    /// made from it ends too, and an action dispatched through it (directly, by a presenter, by a task, even
    /// queued before the end) changes nothing and is reported by the debug log (`ignored: scope ended (…)`). An
    /// element removed and added again with the same id by a later action is a new child, which this scope never
    /// reaches: scope it again. Within one action, an element removed and added again is the same element.
    /// Otherwise as ``scope(state:action:dependencies:)``.
    ///
    /// ```swift
    /// let rows = appFlux.state.starred.ids.compactMap { id in
    ///     appFlux.scope(element: id, in: \.starred, action: .starred).map { RowView(flux: $0) }
    /// }
    /// ```
    ///
    /// Callable from any thread. Cost: every scoped element of the same list shares one listener on this
    /// Flux's store, which on every change finds the list's difference from the previous version: O(1) when
    /// the list did not change, O(log n) when one element was written (an element action), O(k log n) when k
    /// elements were, plus one lookup by id per changed element (none once a change of many elements has taught
    /// the listener the rows' positions, while the list's structure stays the same).
    /// The scoped Flux adds nothing to the dispatches that do not change its element.
    ///
    /// - Parameters:
    ///   - id: The element's identity.
    ///   - keyPath: The list of children in the state, such as `\.starred`.
    ///   - action: The case of this Flux's action that carries an action for one element.
    ///   - configure: Changes to this Flux's ``dependencies`` for the element; by default it inherits them.
    /// - Returns: A Flux whose state is the element, or `nil` when the list has no element with `id`.
    @inlinable
    public func scope<ChildAction: Prex.Action, Element: Identifiable & Prex.State & Equatable>(
        element id: Element.ID,
        in keyPath: any KeyPath<State, IdentifiedList<Element>> & Sendable,
        action: ActionCase<Action, ElementAction<Element.ID, ChildAction>>,
        dependencies configure: (inout Dependencies) -> Void = { _ in }
    ) -> Flux<ChildAction, Element>? where Element.ID: Sendable {
        let list = PropertyReader(keyPath)
        let parent = store.core
        return parent.gate.withLock { () -> Flux<ChildAction, Element>? in
            guard let element = list.read(parent.current)[id: id] else { return nil }
            let scopes = ElementScopes<State, Element>.shared(for: keyPath, list: list, in: parent)
            let child = StoreCore(state: element, gate: parent.gate)
            let lifetime = ScopeLifetime(detachChild: { child.detach() }) {
                ScopeLifetime.describe(Element.self, id: id, in: keyPath)
            }
            let token = scopes.add(child, lifetime, for: id)
            let elementAction = ActionCase<Action, ChildAction>(
                { childAction in action.embed(ElementAction(id: id, action: childAction)) },
                extract: { parentAction in
                    guard let elementAction = action.extract(parentAction), elementAction.id == id else { return nil }
                    return elementAction.action
                }
            )
            return Flux<ChildAction, Element>(
                scopeOf: self, core: child, lifetime: lifetime, action: elementAction,
                dependencies: dependencies.with(configure)
            ) {
                scopes.remove(token, for: id)
                scopes.stopIfEmpty(for: keyPath, in: parent)
            }
        }
    }
}

extension ElementScopes {
    /// The scopes of the list at `keyPath` in `parent`'s state, registered on its first use. Holding the gate.
    @inlinable
    static func shared(
        for keyPath: AnyKeyPath,
        list: PropertyReader<Parent, IdentifiedList<Element>>,
        in parent: StoreCore<Parent>
    ) -> ElementScopes {
        if let scopes = parent.elementScopes[keyPath] as? ElementScopes {
            return scopes
        }
        let scopes = ElementScopes(list: list)
        scopes.subscription = parent.listeners.add { change in scopes.receive(change) }
        parent.elementScopes[keyPath] = scopes
        return scopes
    }

    /// Removes the listener and forgets these scopes once no element is scoped. Holding the gate.
    @inlinable
    func stopIfEmpty(for keyPath: AnyKeyPath, in parent: StoreCore<Parent>) {
        guard isEmpty, let subscription else { return }
        parent.listeners.remove(subscription)
        self.subscription = nil
        if parent.elementScopes[keyPath] === self {
            parent.elementScopes[keyPath] = nil
        }
    }
}
