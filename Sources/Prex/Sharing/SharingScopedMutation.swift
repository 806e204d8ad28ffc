extension Mutation {
    /// This mutation with a child feature's mutation composed in, the child sharing one value of this state: the
    /// signed-in user, the settings, a flow's data, which several features read and write.
    ///
    /// The parent's property (`shared`) is the value's one source of truth; the child keeps a copy in a stored
    /// property of its own state (`copy`), which this mutation keeps equal to it. Before the child's mutation runs,
    /// its copy is set to the shared value; what the child wrote there is then the shared value, which the parent's
    /// mutation sees. After the parent's mutation, the copy is set to the shared value if they differ, so every
    /// sharer composed into this mutation sees a write by any of them, or by the parent through `shared`, in the same
    /// action, and the state a view, a test or the debug log sees is coherent. A copy written outside its child's
    /// mutation is replaced by the shared value, and the debug log says so: write `shared` instead. See <doc:FormsSharedStateAndPersistence>.
    ///
    /// Runs where the store applies mutations. Cost per action: as ``scope(state:action:_:)``, plus two reads and
    /// one `==` of the value; a child action adds a read, a compare and at most two writes.
    ///
    /// - Parameters:
    ///   - keyPath: The child's slice of the state, such as `\.signUp.step1`.
    ///   - action: The case of this mutation's action that carries the child's actions.
    ///   - shared: The shared value in this mutation's state, such as `\.user`.
    ///   - copy: The child's copy of it, a stored property of the child's state, such as `\.user`.
    ///   - child: The child feature's mutation.
    public func scope<Child: Mutation, Value: Equatable & Sendable>(
        state keyPath: any WritableKeyPath<State, Child.State> & Sendable,
        action: ActionCase<Action, Child.Action>,
        sharing shared: any WritableKeyPath<State, Value> & Sendable,
        as copy: any WritableKeyPath<Child.State, Value> & Sendable,
        _ child: Child
    ) -> SharingScopedMutation<Self, Child, Value> {
        SharingScopedMutation(
            parent: self, child: child, keyPath: keyPath, action: action, shared: shared, copy: .stored(copy),
            sharedValue: PropertyReader(shared), slice: PropertyReader(keyPath))
    }
}

/// A parent mutation with a child's applied to a slice of its state first, the child sharing one value of the
/// parent's state: ``Mutation/scope(state:action:sharing:as:_:)``.
public struct SharingScopedMutation<Parent: Mutation, Child: Mutation, Value: Equatable & Sendable>: Mutation {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    @usableFromInline let keyPath: any WritableKeyPath<Parent.State, Child.State> & Sendable
    @usableFromInline let action: ActionCase<Parent.Action, Child.Action>
    @usableFromInline let shared: any WritableKeyPath<Parent.State, Value> & Sendable
    @usableFromInline let copy: SharedCopyPath<Child.State, Value>
    /// The reads of `shared` and of the slice, at their offsets when stored inline: reading through the key paths
    /// costs about 400 instructions each.
    @usableFromInline let sharedValue: PropertyReader<Parent.State, Value>
    @usableFromInline let slice: PropertyReader<Parent.State, Child.State>

    /// Applies a child action to the slice with the child's mutation, its copy set to the shared value before and
    /// read back after; then `action` with the parent's mutation; then sets the copy to the shared value.
    @inlinable
    public func mutate(action: Parent.Action, state: inout Parent.State) {
        if let childAction = self.action.extract(action) {
            let value = sharedValue.read(state)
            let written = SharedCopy.mutate(
                child, action: childAction, state: &state[keyPath: keyPath], copy: copy, sharing: value)
            if let written, written != value {
                state[keyPath: shared] = written
            }
        }
        let before = copy.read(slice.read(state))
        parent.mutate(action: action, state: &state)
        let value = sharedValue.read(state)
        let after = copy.read(slice.read(state))
        if after != value {
            if after != before {
                SharedCopy.reportReplaced(copy.keyPath(in: slice.read(state)), in: keyPath, by: shared)
            }
            copy.refresh(&state[keyPath: keyPath], to: value)
        }
    }
}
