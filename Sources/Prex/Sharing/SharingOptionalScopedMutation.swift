extension Mutation {
    /// This mutation with an optional child's mutation (a detail, a sheet) composed in, the child sharing one value
    /// of this state while it is present.
    ///
    /// As ``scope(state:action:sharing:as:_:)``, for a child that may be absent: before the child's mutation runs,
    /// its copy (`copy`) is set to the shared value (`shared`), and what it wrote there is then the shared value;
    /// after the parent's mutation, a present child's copy is set to the shared value if they differ, so a child
    /// presented with any value takes the shared one in the action that presented it. A child action that arrives
    /// while the child is absent changes nothing and is reported, as
    /// ``ifLet(state:action:_:)->OptionalScopedMutation<Self,Child>`` reports it.
    ///
    /// Runs where the store applies mutations. Cost per action: as
    /// ``ifLet(state:action:_:)->OptionalScopedMutation<Self,Child>``, plus two reads and one `==` of the
    /// value while the child is present; a child action adds a read, a compare and at most two writes.
    ///
    /// - Parameters:
    ///   - keyPath: The optional child's slice of the state, such as `\.settingsSheet`.
    ///   - action: The case of this mutation's action that carries the child's actions.
    ///   - shared: The shared value in this mutation's state, such as `\.settings`.
    ///   - copy: The child's copy of it, a stored property of the child's state, such as `\.settings`.
    ///   - child: The child feature's mutation.
    public func ifLet<Child: Mutation, Value: Equatable & Sendable>(
        state keyPath: any WritableKeyPath<State, Child.State?> & Sendable,
        action: ActionCase<Action, Child.Action>,
        sharing shared: any WritableKeyPath<State, Value> & Sendable,
        as copy: any WritableKeyPath<Child.State, Value> & Sendable,
        _ child: Child
    ) -> SharingOptionalScopedMutation<Self, Child, Value> {
        SharingOptionalScopedMutation(
            parent: self, child: child, keyPath: keyPath, action: action, shared: shared, copy: .stored(copy),
            sharedValue: PropertyReader(shared), presentChild: PropertyReader(keyPath))
    }
}

/// A parent mutation with an optional child's applied first, when present, the child sharing one value of the
/// parent's state: ``Mutation/ifLet(state:action:sharing:as:_:)->SharingOptionalScopedMutation<Self,Child,Value>``
/// for a plain action case.
public struct SharingOptionalScopedMutation<Parent: Mutation, Child: Mutation, Value: Equatable & Sendable>: Mutation {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    @usableFromInline let keyPath: any WritableKeyPath<Parent.State, Child.State?> & Sendable
    @usableFromInline let action: ActionCase<Parent.Action, Child.Action>
    @usableFromInline let shared: any WritableKeyPath<Parent.State, Value> & Sendable
    @usableFromInline let copy: SharedCopyPath<Child.State, Value>
    /// The reads of `shared` and of the child, at their offsets when stored inline: reading through the key paths
    /// costs about 400 instructions each.
    @usableFromInline let sharedValue: PropertyReader<Parent.State, Value>
    @usableFromInline let presentChild: PropertyReader<Parent.State, Child.State?>

    /// Applies a child action to the child if present (or reports it), its copy set to the shared value before and
    /// read back after; then `action` with the parent's mutation; then sets a present child's copy to the shared
    /// value.
    @inlinable
    public func mutate(action: Parent.Action, state: inout Parent.State) {
        if let childAction = self.action.extract(action) {
            let value = sharedValue.read(state)
            let written = SharedCopy.mutate(
                child, action: childAction, state: &state[keyPath: keyPath], copy: copy, sharing: value)
            if let written {
                if written != value {
                    state[keyPath: shared] = written
                }
            } else {
                IgnoredChildAction.reportAbsent(Child.State.self, at: keyPath)
            }
        }
        let before = presentChild.read(state).flatMap(copy.read)
        parent.mutate(action: action, state: &state)
        if let after = presentChild.read(state).flatMap(copy.read) {
            let value = sharedValue.read(state)
            if after != value {
                if let before, after != before {
                    SharedCopy.reportReplaced(copy.keyPath(in: presentChild.read(state)!), in: keyPath, by: shared)
                }
                copy.refresh(&state[keyPath: keyPath]!, to: value)
            }
        }
    }
}
