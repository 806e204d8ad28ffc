import PrexDump

extension DebugLog {
    /// The name of `action` in a log entry: a child's action carried by its parent's case is named by its path,
    /// `AppAction.search.queryChanged("swift")`, an element's by its id, `AppAction.note[2].rename("late")`. A case
    /// makes a path step when its one associated value is an ``Action`` enum or an ``ElementAction``; a case that
    /// carries a ``BindingAction`` ends the path with it and the value it replaced, found in `bindings`
    /// (`AppAction.signUp.binding \.name: "a" → "ab"`). Any other action is named as the value dump writes it
    /// (`CounterAction.increment`, `AppAction.setSort(.ascending)`).
    static func name<Action>(of action: Action, bindings: [AppliedBinding] = []) -> String {
        DebugLogEntry.name(of: action, childPath: { path(of: $0, bindings: bindings) })
    }

    /// `search.queryChanged("swift")` for a case carrying a child action, or `nil` when `action` is not one.
    private static func path(of action: Any, bindings: [AppliedBinding]) -> String? {
        let mirror = Mirror(reflecting: action)
        guard mirror.displayStyle == .enum, mirror.children.count == 1, let carried = mirror.children.first,
            let step = carried.label
        else { return nil }
        if let element = carried.value as? any ElementActionPath {
            return step + "[" + ValueDiff.render(element.elementID) + "]."
                + childName(of: element.elementAction, bindings: bindings)
        }
        if let binding = carried.value as? any BindingActionPath {
            return step + " " + binding.logText(applied: bindings)
        }
        guard carried.value is any Prex.Action, Mirror(reflecting: carried.value).displayStyle == .enum else {
            return nil
        }
        return step + "." + childName(of: carried.value, bindings: bindings)
    }

    /// A child action after its step: its own path, or its case as the dump writes it without the leading dot.
    private static func childName(of action: Any, bindings: [AppliedBinding]) -> String {
        if let path = path(of: action, bindings: bindings) {
            return path
        }
        let rendered = ValueDiff.render(action)
        return rendered.hasPrefix(".") ? String(rendered.dropFirst()) : rendered
    }
}

/// What the debug log reads of an ``ElementAction`` to name it by its element's id.
protocol ElementActionPath {
    var elementID: Any { get }
    var elementAction: Any { get }
}

extension ElementAction: ElementActionPath {
    var elementID: Any { id }
    var elementAction: Any { action }
}
