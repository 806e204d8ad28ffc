import PrexDump

/// How a composed mutation reports an action it ignored because its child is absent (an optional child that is
/// `nil`, an element whose id is gone, an enum in another case): the Flux's debug log, if any, adds a line to the
/// action's entry, wherever the composed mutation runs (through ``MutationReports``). Without a debug log, reporting
/// costs one `pthread_getspecific`.
@usableFromInline
enum IgnoredChildAction {
    @usableFromInline
    static func reportAbsent<Child>(_ child: Child.Type, at keyPath: AnyKeyPath) {
        report("ignored: no \(child) (\(keyPath) is nil)")
    }

    @usableFromInline
    static func reportAbsent<Element, ID>(_ element: Element.Type, id: ID, in keyPath: AnyKeyPath) {
        report("ignored: no \(element) with id \(ValueDiff.render(id)) in \(keyPath)")
    }

    /// An element action for a list that loads, named by its request state (`\ListState.rows`), not by the path
    /// through ``RequestState/elements`` (which a key path's description shows as an address).
    @usableFromInline
    static func reportAbsent<Element, ID>(
        _ element: Element.Type, id: ID, inLoaded keyPath: AnyKeyPath, isLoaded: Bool
    ) {
        let reason = isLoaded ? "" : " (nothing loaded)"
        report("ignored: no \(element) with id \(ValueDiff.render(id)) in \(keyPath)\(reason)")
    }

    static func reportNotLoaded<Element, ID, Loaded>(_ element: Element.Type, id: ID, writtenTo state: Loaded.Type) {
        report("ignored: \(element) with id \(ValueDiff.render(id)) written to \(state) (nothing loaded)")
    }

    @usableFromInline
    static func reportOtherCase<Child, Parent>(_ child: Child.Type, in parent: Parent) {
        report("ignored: no \(child) (\(Parent.self) is .\(EnumCaseMirror.name(of: parent) ?? "another case"))")
    }

    /// Sends `reason` to the logged mutation running on this thread, if any.
    static func report(_ reason: @autoclosure () -> String) {
        guard let reports = MutationReports.collecting.current else { return }
        let reason = reason()
        reports.withLock { $0.ignored.append(reason) }
    }
}
