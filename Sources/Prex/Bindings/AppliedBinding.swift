import PrexDump

/// What the debug log learns of a ``BindingAction`` it applied: the property and the value it replaced, rendered.
///
/// A ``LoggedMutation`` collects these while its mutation runs, in its ``MutationReports``, and names the binding
/// with them (`binding \.name: "a" → "ab"`).
struct AppliedBinding: Sendable {
    /// The property set.
    let keyPath: any AnyKeyPath & Sendable
    /// The value it replaced, as the debug log renders values.
    let old: String
}

/// What the debug log reads of a ``BindingAction`` to name it by its path.
protocol BindingActionPath {
    /// `\.name: "a" → "ab"` when `applied` says what it replaced, `\.name → "ab"` when it was not applied.
    func logText(applied: [AppliedBinding]) -> String
}

extension BindingAction: BindingActionPath {
    func logText(applied: [AppliedBinding]) -> String {
        let keyPath = property as AnyKeyPath
        let new = renderedValue
        guard let old = applied.last(where: { ($0.keyPath as AnyKeyPath) == keyPath })?.old else {
            return path + " → " + new
        }
        return path + ": " + old + " → " + new
    }
}
