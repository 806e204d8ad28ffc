/// Where one case of an enum state keeps its copy of a shared value: the property `copy` of the child state in
/// `stateCase`, such as the `data` of a sign-up flow's `.account` step.
///
/// A sharing clause for children whose state is an enum (the screens of a stack, a destination) takes one per case
/// that shares: ``Mutation/forEach(stack:action:sharing:cases:_:)``,
/// ``Mutation/ifLet(state:action:sharing:cases:_:)``. A case without one keeps no copy. Reading or writing the
/// copy calls `stateCase`'s closures (a `Mirror` for a case declared in one line, a few instructions with both
/// closures) and reads the child's property at its offset when it is stored inline; any thread.
public struct CaseCopy<Root: Sendable, Value: Equatable & Sendable>: Sendable {
    /// The copy `root` holds, or `nil` when it is another case.
    @usableFromInline let read: @Sendable (Root) -> Value?
    /// Sets the copy `root` holds to a value when they differ, and returns the copy it held, or `nil` (and writes
    /// nothing) when it is another case.
    @usableFromInline let refresh: @Sendable (inout Root, Value) -> Value?
    /// The copy's key path in the case's child, for the debug log.
    @usableFromInline let keyPath: any AnyKeyPath & Sendable

    /// The copy at `copy` in the child of `stateCase`.
    ///
    /// - Parameters:
    ///   - stateCase: The case whose child keeps a copy, such as `.account`.
    ///   - copy: The copy, a stored property of the case's child state, such as `\.data`.
    @inlinable
    public init<Child>(_ stateCase: StateCase<Root, Child>, _ copy: any WritableKeyPath<Child, Value> & Sendable) {
        let reader = PropertyReader(copy)
        read = { root in stateCase.extract(root).map(reader.read) }
        refresh = { root, value in
            guard var child = stateCase.extract(root) else { return nil }
            let held = reader.read(child)
            if held != value {
                child[keyPath: copy] = value
                root = stateCase.embed(child)
            }
            return held
        }
        keyPath = copy
    }
}
