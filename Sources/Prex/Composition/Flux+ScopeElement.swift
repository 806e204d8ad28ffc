extension Flux {
    /// A Flux of one element of a list of child features, by identity, or `nil` when no element has `id` now.
    ///
    /// Its views hear of an action only when it changed that element (never a sibling's change, or a move). The
    /// scope belongs to the element with `id` as it is now, that insertion, and ends (see
    /// ``scope(state:action:dependencies:)``) when the element leaves the list. An element removed and added again
    /// with the same id by a later action is a new child, which this scope never reaches: scope it again. Within
    /// one action, an element removed and added again is the same element.
    ///
    /// Any thread. Cost: the scoped elements of one list share one listener on this Flux's store, which finds the
    /// list's difference from the previous version (O(1) unchanged, O(log n) for one element written, O(k log n) for
    /// k) and looks each changed element's scopes up by id, unless a change of many taught it the positions and the
    /// list's structure stayed the same. A dispatch that does not change the element costs the scope nothing.
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
        scope(
            element: id, of: StoredListReader(keyPath), listedUnder: keyPath, path: keyPath, action: action,
            dependencies: configure
        ) {
            ScopeLifetime.describe(Element.self, id: id, in: keyPath)
        }
    }

    /// A Flux of the element with `id` in the list `list` reads, or `nil` when it has none now: the body of element
    /// scopes. The parent's store lists its scopes under `key`; its lifetime is listed under `path`, the list's
    /// path (the same for every spelling of one list); `describe` names the element in the log.
    @inlinable
    func scope<ChildAction: Prex.Action, Element: Identifiable & Prex.State & Equatable, List>(
        element id: Element.ID,
        of list: List,
        listedUnder key: AnyKeyPath,
        path: AnyKeyPath,
        action: ActionCase<Action, ElementAction<Element.ID, ChildAction>>,
        dependencies configure: (inout Dependencies) -> Void,
        describe: @escaping @Sendable () -> String
    ) -> Flux<ChildAction, Element>? where Element.ID: Sendable, List: ElementListReader<State, Element> {
        let elementAction = ActionCase<Action, ChildAction>(
            { childAction in action.embed(ElementAction(id: id, action: childAction)) },
            extract: { parentAction in
                guard let elementAction = action.extract(parentAction), elementAction.id == id else { return nil }
                return elementAction.action
            }
        )
        let parent = store.core
        return scope(
            find: { list.read($0)[id: id] }, listedUnder: { _, _ in .element(path, id: id) },
            describe: { _ in describe }, action: elementAction, dependencies: configure,
            link: { child, lifetime in
                let scopes = ElementScopes<State, Element, List>.shared(for: key, list: list, in: parent)
                let token = scopes.add(child, lifetime, for: id)
                return {
                    scopes.remove(token, for: id)
                    scopes.stopIfEmpty(in: parent)
                }
            })
    }
}

extension ElementScopes {
    /// The scopes of the list `key` names in `parent`'s state, registered on its first use. Holding the gate.
    @inlinable
    static func shared(
        for key: AnyKeyPath,
        list: List,
        in parent: StoreCore<Parent>
    ) -> ElementScopes {
        if let scopes = parent.elementScopes[key] as? ElementScopes {
            return scopes
        }
        let scopes = ElementScopes(list: list, key: key)
        scopes.subscription = parent.listeners.add(StoreListener { change in scopes.receive(change) })
        parent.elementScopes[key] = scopes
        return scopes
    }

    /// Removes the listener and forgets these scopes once no element is scoped. Holding the gate.
    @usableFromInline
    func stopIfEmpty(in parent: StoreCore<Parent>) {
        guard isEmpty, let subscription else { return }
        parent.listeners.remove(subscription)
        self.subscription = nil
        if parent.elementScopes[key] === self {
            parent.elementScopes[key] = nil
        }
    }
}
