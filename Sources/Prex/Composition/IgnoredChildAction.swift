import PrexDump

/// How a composed mutation reports an action it ignored because the child it is for is not there (an absent
/// optional child, an element whose id is gone): the debug log, if the Flux has one, adds a line to the
/// action's entry, wherever the composed mutation runs (the Flux's mutation, or a mutation it calls). Without a
/// debug log nobody listens, and reporting costs one task-local read.
@usableFromInline
enum IgnoredChildAction {
    /// Where reports go while a logged mutation runs; `nil` otherwise. Set by ``LoggedMutation`` around the
    /// mutation, on the dispatching thread.
    @TaskLocal static var reports: Locked<[String]>?

    /// Runs `body` (a mutation) with reports going to `reports`, and returns what it reported, leaving `reports`
    /// empty. `reports` is the logged mutation's own, made once: its Flux runs one mutation at a time.
    @usableFromInline
    static func collect(into reports: Locked<[String]>, _ body: () -> Void) -> [String] {
        $reports.withValue(reports, operation: body)
        return reports.withLock { reports in
            defer { reports.removeAll(keepingCapacity: true) }
            return reports
        }
    }

    /// Reports that an action for the optional child at `keyPath` was ignored: the child is `nil`.
    @usableFromInline
    static func reportAbsent<Child>(_ child: Child.Type, at keyPath: AnyKeyPath) {
        report("ignored: no \(child) (\(keyPath) is nil)")
    }

    /// Reports that an action for the element with `id` of the list at `keyPath` was ignored: no element has it.
    @usableFromInline
    static func reportAbsent<Element, ID>(_ element: Element.Type, id: ID, in keyPath: AnyKeyPath) {
        report("ignored: no \(element) with id \(ValueDiff.render(id)) in \(keyPath)")
    }

    /// Sends `reason` to the logged mutation running on this thread, if any.
    private static func report(_ reason: @autoclosure () -> String) {
        guard let reports else { return }
        let reason = reason()
        reports.withLock { $0.append(reason) }
    }
}
