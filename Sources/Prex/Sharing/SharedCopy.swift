import PrexDump

/// What the sharing mutations have in common: how a sharer's mutation runs on its copy (a child that may be absent
/// included), and what the debug log is told when a copy was written outside its mutation. Runs where the store
/// applies mutations.
@usableFromInline
enum SharedCopy {
    /// Runs `child` on `state` with its copy set to `value` first, and returns what the child left in its copy, or
    /// `nil` when it wrote none: its state held no copy before it ran, or is another case after. A copy the state
    /// holds then is a new sharer's, and takes `value`.
    @inlinable
    static func mutate<Child: Mutation, Value: Equatable & Sendable>(
        _ child: Child, action: Child.Action, state: inout Child.State,
        copy: SharedCopyPath<Child.State, Value>, sharing value: Value
    ) -> Value? {
        let sharer = copy.refresh(&state, to: value)
        child.mutate(action: action, state: &state)
        guard let sharer, let written = copy.copy(in: state), written.sharer == sharer else {
            copy.refresh(&state, to: value)
            return nil
        }
        return written.value
    }

    /// The mutation above on a child that may be absent: `nil`, and nothing run, when it is.
    @inlinable
    static func mutate<Child: Mutation, Value: Equatable & Sendable>(
        _ child: Child, action: Child.Action, state: inout Child.State?,
        copy: SharedCopyPath<Child.State, Value>, sharing value: Value
    ) -> Value? {
        guard state != nil else { return nil }
        return mutate(child, action: action, state: &state!, copy: copy, sharing: value)
    }
}

extension SharedCopy {
    /// Tells the debug log, if any, that a child's copy written outside its mutation was set back to the shared
    /// value: `replaced: \Step.user in \Flow.step (written outside its mutation) by \Flow.user`.
    @usableFromInline
    static func reportReplaced(_ copy: AnyKeyPath, in keyPath: AnyKeyPath, by shared: AnyKeyPath) {
        IgnoredChildAction.report("replaced: \(copy) in \(keyPath) (written outside its mutation) by \(shared)")
    }

    /// ``reportReplaced(_:in:by:)`` for the element with `id` of the list at `keyPath`.
    @usableFromInline
    static func reportReplaced<Element, ID>(
        _ copy: AnyKeyPath, of element: Element.Type, id: ID, in keyPath: AnyKeyPath, by shared: AnyKeyPath
    ) {
        IgnoredChildAction.report(
            "replaced: \(copy) of \(element) with id \(ValueDiff.render(id)) in \(keyPath) (written outside its"
                + " mutation) by \(shared)")
    }
}
