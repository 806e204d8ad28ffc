/// A parent mutation with a child's applied first to the child `path` finds in its state: what `scope`, `ifLet` and
/// `forEach` return, named for each path (``ScopedMutation``, ``OptionalScopedMutation``, ``ElementsMutation``,
/// ``LoadedElementsMutation``, ``CaseScopedMutation``, ``PresentedMutation``).
public struct ScopedChildMutation<Parent: Mutation, Child: Mutation, Path: ChildPath>: Mutation
where Path.Root == Parent.State, Path.Child == Child.State, Path.ChildAction == Child.Action {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    @usableFromInline let path: Path
    @usableFromInline let action: ActionCase<Parent.Action, Path.Message>

    /// Applies a child action to the child `path` finds with the child's mutation (or reports it), then `action`
    /// with the parent's mutation, unless `path` stops it there.
    @inlinable
    public func mutate(action: Parent.Action, state: inout Parent.State) {
        if let message = self.action.extract(action) {
            guard path.apply(message, to: &state, { child.mutate(action: $0, state: &$1) }) else { return }
        }
        parent.mutate(action: action, state: &state)
    }
}
