extension Mutation {
    /// This mutation with the mutation of a navigation stack's elements composed in: ``StackAction/element(id:action:)``
    /// is applied to the element with that id, ``StackAction/popFrom(id:)`` pops it and every element above it,
    /// ``StackAction/push(_:)`` pushes; every action then reaches this mutation, which sees the stack already changed.
    ///
    /// An action for an element that is gone (a late response, a second pop) reaches no mutation, this one included:
    /// it changes nothing, never traps, and is reported by the debug log. A path this mutation assigns that was made elsewhere (`state.path =
    /// StackState([…])`, a deep link) is given the stack's next ids, so no id is ever reused. Cost per action: one
    /// `action.extract` call and two reads of the stack; an element action or a pop is O(log n), O(1) trie reads near
    /// the top, and the element's own mutation runs on it in place.
    ///
    /// The name says what `forEach(state:action:_:)` says for a list: each element is a child feature, by identity.
    ///
    /// - Parameters:
    ///   - keyPath: The stack in the state, such as `\.path`.
    ///   - action: The case of this mutation's action that carries the stack's actions.
    ///   - child: The mutation of one element (usually a switch over the screens' mutations).
    public func forEach<Child: Mutation>(
        stack keyPath: any WritableKeyPath<State, StackState<Child.State>> & Sendable,
        action: ActionCase<Action, StackAction<Child.State, Child.Action>>,
        _ child: Child
    ) -> StackMutation<Self, Child> {
        StackMutation(parent: self, child: child, keyPath: keyPath, action: action, stack: PropertyReader(keyPath))
    }
}

/// A parent mutation with its navigation stack's actions applied first: ``Mutation/forEach(stack:action:_:)``.
public struct StackMutation<Parent: Mutation, Child: Mutation>: Mutation {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    @usableFromInline let keyPath: any WritableKeyPath<Parent.State, StackState<Child.State>> & Sendable
    @usableFromInline let action: ActionCase<Parent.Action, StackAction<Child.State, Child.Action>>
    /// The read of the stack, at its offset when it is stored inline: through the key path, a read costs about 500
    /// instructions.
    @usableFromInline let stack: PropertyReader<Parent.State, StackState<Child.State>>

    /// Applies a stack action, then `action` with the parent's mutation, then gives a path made elsewhere the stack's
    /// next ids; an action for an element that is gone is reported and reaches no mutation.
    @inlinable
    public func mutate(action: Parent.Action, state: inout Parent.State) {
        let origin = stack.read(state).origin
        switch self.action.extract(action) {
        case .element(let id, let childAction)?:
            let found = state[keyPath: keyPath].updateElement(id: id) { element in
                child.mutate(action: childAction, state: &element)
            }
            if !found {
                IgnoredChildAction.reportAbsent(Child.State.self, id: id, in: keyPath)
                return
            }
        case .popFrom(let id)?:
            if !state[keyPath: keyPath].pop(from: id) {
                IgnoredChildAction.reportAbsent(Child.State.self, id: id, in: keyPath)
                return
            }
        case .push(let element)?:
            state[keyPath: keyPath].append(element)
        case nil:
            break
        }
        parent.mutate(action: action, state: &state)
        if !stack.read(state).descends(from: origin) {
            state[keyPath: keyPath].adopt(origin)
        }
    }
}
