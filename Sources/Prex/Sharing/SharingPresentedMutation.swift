extension Mutation {
    /// This mutation with a presented child's mutation composed in (a sheet, a destination), the child sharing one
    /// value of this state while it is present.
    ///
    /// As `ifLet(state:action:_:)` for a ``PresentationAction`` case (a ``PresentedMutation``), with the sharing of
    /// ``ifLet(state:action:sharing:as:_:)->SharingOptionalScopedMutation<Self,Child,Value>``: before the child's
    /// mutation runs, its copy (`copy`) is set to the shared value (`shared`), and what it wrote there is then the
    /// shared value; after the parent's mutation, a present child's copy is set to the shared value if they differ,
    /// so a child presented with any value takes the shared one in the action that presented it. For a destination
    /// that is an enum of screens, see ``ifLet(state:action:sharing:cases:_:)``.
    ///
    /// Runs where the store applies mutations. Cost per action: as a ``PresentedMutation``, plus two reads and one
    /// `==` of the value while the child is present; a child action adds a read, a compare and at most two writes.
    ///
    /// - Parameters:
    ///   - keyPath: The optional child's slice of the state, such as `\.sheet`.
    ///   - action: The case of this mutation's action that carries the child's presentation actions.
    ///   - shared: The shared value in this mutation's state, such as `\.settings`.
    ///   - copy: The child's copy of it, a stored property of the child's state, such as `\.settings`.
    ///   - child: The child feature's mutation.
    public func ifLet<Child: Mutation, Value: Equatable & Sendable>(
        state keyPath: any WritableKeyPath<State, Child.State?> & Sendable,
        action: ActionCase<Action, PresentationAction<Child.Action>>,
        sharing shared: any WritableKeyPath<State, Value> & Sendable,
        as copy: any WritableKeyPath<Child.State, Value> & Sendable,
        _ child: Child
    ) -> SharingPresentedMutation<Self, Child, Value> {
        SharingPresentedMutation(
            parent: self, child: child, keyPath: keyPath, action: action, shared: shared, copy: .stored(copy),
            sharedValue: PropertyReader(shared), presentChild: PropertyReader(keyPath))
    }

    /// This mutation with a destination's mutation composed in (an enum of the screens it can present, each case
    /// its own feature), the screen presented sharing one value of this state when its case keeps a copy.
    ///
    /// As ``ifLet(state:action:sharing:as:_:)->SharingPresentedMutation<Self,Child,Value>``, the screen keeping its
    /// copy in its case's child: `cases` says where, one ``CaseCopy`` per case that shares
    /// (`CaseCopy(.detail, \.user)`); a screen of another case keeps none. Compose the destination's mutation by
    /// case as without sharing (``scope(case:action:_:)``): the sharing is this clause's, at the level that holds
    /// the value. A screen that becomes another case in its mutation writes nothing: its new copy takes the shared
    /// value. See <doc:FormsSharedStateAndPersistence>.
    ///
    /// Runs where the store applies mutations. Cost per action: as
    /// ``ifLet(state:action:sharing:as:_:)->SharingPresentedMutation<Self,Child,Value>``, each read or write of the
    /// copy calling its case's `extract` (and `embed` to write), a `Mirror` for a case declared in one line:
    /// declare the cases with both closures to make it a few instructions.
    ///
    /// - Parameters:
    ///   - keyPath: The optional destination in the state, such as `\.destination`.
    ///   - action: The case of this mutation's action that carries the destination's presentation actions.
    ///   - shared: The shared value in this mutation's state, such as `\.user`.
    ///   - cases: Where each case that shares keeps its copy, such as `[CaseCopy(.detail, \.user)]`.
    ///   - child: The destination's mutation (usually its cases' mutations, composed by case).
    public func ifLet<Child: Mutation, Value: Equatable & Sendable>(
        state keyPath: any WritableKeyPath<State, Child.State?> & Sendable,
        action: ActionCase<Action, PresentationAction<Child.Action>>,
        sharing shared: any WritableKeyPath<State, Value> & Sendable,
        cases: [CaseCopy<Child.State, Value>],
        _ child: Child
    ) -> SharingPresentedMutation<Self, Child, Value> {
        SharingPresentedMutation(
            parent: self, child: child, keyPath: keyPath, action: action, shared: shared, copy: .cases(cases),
            sharedValue: PropertyReader(shared), presentChild: PropertyReader(keyPath))
    }
}

/// A parent mutation with a presented child's applied first, the child sharing one value of the parent's state:
/// what `ifLet(state:action:sharing:as:_:)` returns for a ``PresentationAction`` case, and
/// ``Mutation/ifLet(state:action:sharing:cases:_:)``.
public struct SharingPresentedMutation<Parent: Mutation, Child: Mutation, Value: Equatable & Sendable>: Mutation {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    @usableFromInline let keyPath: any WritableKeyPath<Parent.State, Child.State?> & Sendable
    @usableFromInline let action: ActionCase<Parent.Action, PresentationAction<Child.Action>>
    @usableFromInline let shared: any WritableKeyPath<Parent.State, Value> & Sendable
    @usableFromInline let copy: SharedCopyPath<Child.State, Value>
    /// The reads of `shared` and of the child, at their offsets when stored inline: reading through the key paths
    /// costs about 400 instructions each.
    @usableFromInline let sharedValue: PropertyReader<Parent.State, Value>
    @usableFromInline let presentChild: PropertyReader<Parent.State, Child.State?>

    /// Applies a presented child's action to it, its copy set to the shared value before and read back after, or
    /// removes it on a dismiss; then `action` with the parent's mutation; then sets a present child's copy to the
    /// shared value. Reports an action for an absent child and stops there.
    @inlinable
    public func mutate(action: Parent.Action, state: inout Parent.State) {
        switch self.action.extract(action) {
        case .presented(let childAction)?:
            guard withChild(in: &state, { $0 != nil }) else {
                return IgnoredChildAction.reportAbsent(Child.State.self, at: keyPath)
            }
            let value = sharedValue.read(state)
            let written = SharedCopy.mutate(
                child, action: childAction, state: &state[keyPath: keyPath]!, copy: copy, sharing: value)
            if let written, written != value {
                state[keyPath: shared] = written
            }
        case .dismiss?:
            guard withChild(in: &state, { $0 != nil }) else {
                return IgnoredChildAction.reportAbsent(Child.State.self, at: keyPath)
            }
            state[keyPath: keyPath] = nil
        case nil:
            break
        }
        let before = presentChild.read(state).flatMap(copy.copy(in:))
        parent.mutate(action: action, state: &state)
        guard let after = presentChild.read(state).flatMap(copy.copy(in:)) else { return }
        let value = sharedValue.read(state)
        if after.value != value {
            if let before, before.sharer == after.sharer, before.value != after.value {
                let replaced = withChild(in: &state) { copy.keyPath(in: $0!) }
                SharedCopy.reportReplaced(replaced, in: keyPath, by: shared)
            }
            copy.refresh(&state[keyPath: keyPath]!, to: value)
        }
    }

    /// Lends the child to `body` in place: a copy of it read through the key path takes an allocation when it is too
    /// large for an inline buffer.
    @inlinable
    func withChild<Result>(in state: inout Parent.State, _ body: (inout Child.State?) -> Result) -> Result {
        body(&state[keyPath: keyPath])
    }
}
