import PrexDump

/// What the sharing mutations have in common: how a sharer's copy is set to the shared value, and how a child that
/// may be absent is lent to its mutation. Runs where the store applies mutations.
@usableFromInline
enum SharedCopy {
    /// Sets `copy` in `root` to `value` when they differ, so an equal copy is not written.
    @inlinable
    static func refresh<Root, Value: Equatable>(
        _ root: inout Root, _ copy: any WritableKeyPath<Root, Value> & Sendable, to value: Value
    ) {
        if root[keyPath: copy] != value {
            root[keyPath: copy] = value
        }
    }

    /// Lends the child to `body` when it is present; returns whether it was.
    @inlinable
    static func lend<Child>(_ child: inout Child?, _ body: (inout Child) -> Void) -> Bool {
        guard child != nil else { return false }
        body(&child!)
        return true
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
