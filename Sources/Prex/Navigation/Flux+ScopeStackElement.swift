extension Flux {
    /// A Flux of one element of a navigation stack, by its id, or `nil` when the stack has no element with `id` now:
    /// the Flux of the screen at that place in the path.
    ///
    /// The scope belongs to that element and ends when it is popped (see ``scope(state:action:dependencies:)``):
    /// views hear nothing more, its presenters' tasks are cancelled, the scopes made from it end, and an action sent
    /// through it, a late one included, changes nothing and is logged. Ids are never reused, so nothing late
    /// reaches an element pushed later. Its ``dismiss()`` pops it (and whatever is above it) by sending
    /// ``StackAction/popFrom(id:)`` as an action of this scope; the scopes made from it inherit that.
    ///
    /// Named apart from `scope(element:in:action:dependencies:)` (an `IdentifiedList`'s element), so that neither a
    /// call nor a link is ambiguous.
    ///
    /// Any thread. Cost: one listener on this Flux's store, which on each change reads the stack, finds the element
    /// by id (O(1) trie reads near the top, O(log d) for one `d` from the top) and compares it with `==`.
    ///
    /// - Parameters:
    ///   - id: The element's id, as ``StackState/ids`` gives it.
    ///   - keyPath: The stack in the state, such as `\.path`.
    ///   - action: The case of this Flux's action that carries the stack's actions.
    ///   - configure: Changes to this Flux's ``dependencies`` for the element; by default it inherits them.
    /// - Returns: A Flux whose state is the element, or `nil` when the stack has no element with `id`.
    @inlinable
    public func scope<ChildAction: Prex.Action, ChildState: Prex.State & Equatable>(
        stackElement id: StackElementID,
        in keyPath: any KeyPath<State, StackState<ChildState>> & Sendable,
        action: ActionCase<Action, StackAction<ChildState, ChildAction>>,
        dependencies configure: (inout Dependencies) -> Void = { _ in }
    ) -> Flux<ChildAction, ChildState>? {
        let dismissal = dismissal(sending: action.embed(.popFrom(id: id)))
        let elementAction = ActionCase<Action, ChildAction>(
            { childAction in action.embed(.element(id: id, action: childAction)) },
            extract: { parentAction in
                guard case .element(id, let childAction)? = action.extract(parentAction) else { return nil }
                return childAction
            }
        )
        return scope(
            present: StackElementReader(keyPath, id: id), action: elementAction,
            dependencies: { dependencies in
                configure(&dependencies)
                dependencies.dismissal = dismissal
            },
            describe: { _ in { ScopeLifetime.describe(ChildState.self, id: id, in: keyPath) } }
        )
    }
}
