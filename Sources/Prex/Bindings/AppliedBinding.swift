import PrexDump

/// What the debug log learns of a ``BindingAction`` it applied: the property and the value it replaced, rendered.
///
/// A ``LoggedMutation`` collects these while its mutation runs, as it collects ``IgnoredChildAction`` reports, and
/// names the binding with them (`binding \.name: "a" → "ab"`). Without a debug log, applying a binding costs one
/// `pthread_getspecific` (a task-local read costs four times as much).
@usableFromInline
struct AppliedBinding: Sendable {
    /// Where bindings applied report while a ``LoggedMutation`` runs its mutation, on the dispatching thread; `nil`
    /// otherwise. The mutation is synchronous, so it runs on that thread from start to end.
    static let collecting = ThreadSlot<Locked<[AppliedBinding]>>()

    /// The property set.
    let keyPath: any AnyKeyPath & Sendable
    /// The value it replaced, as the debug log renders values.
    let old: String

    /// Runs `body` (a mutation) reporting to `reports`, the logged mutation's own (lent as `collecting`), and
    /// returns what was applied, leaving `reports` empty.
    @usableFromInline
    static func collect(into reports: Locked<[AppliedBinding]>, _ body: () -> Void) -> [AppliedBinding] {
        collecting.lend(reports, during: body)
        return reports.withLock { reports in
            defer { reports.removeAll(keepingCapacity: true) }
            return reports
        }
    }
}

/// What the debug log reads of a ``BindingAction`` to name it by its path.
protocol BindingActionPath {
    /// `\.name: "a" → "ab"` when `applied` says what it replaced, `\.name → "ab"` when it was not applied.
    func logText(applied: [AppliedBinding]) -> String
}

extension BindingAction: BindingActionPath {
    func logText(applied: [AppliedBinding]) -> String {
        let keyPath = property as AnyKeyPath
        let new = witness.renderedValue(of: self)
        guard let old = applied.last(where: { ($0.keyPath as AnyKeyPath) == keyPath })?.old else {
            return path + " → " + new
        }
        return path + ": " + old + " → " + new
    }
}
