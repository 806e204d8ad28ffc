/// A debug log entry: a line naming the action, then a line per difference the action made in the state
/// (the format `DebugLog`'s documentation gives). Runs on any thread; costs what changed (see ``ValueDiff``).
package enum DebugLogEntry {
    package static func make<Action, State>(for action: Action, from old: State, to new: State) -> String {
        make(named: name(of: action), from: old, to: new)
    }

    /// An entry for an action already named `name`.
    package static func make<State>(named name: String, from old: State, to new: State) -> String {
        let lines = ValueDiff.changes(from: old, to: new)
        // One buffer for the whole entry: "action NAME\n", then "  LINE\n" for each line, in as few pieces as
        // possible (each costs a copy and its checks): a line's break and the next one's indent are one piece.
        var entry = TextBuffer(capacity: name.utf8.count + 8 + lines.reduce(16) { $0 + $1.byteCount + 3 })
        entry.append("action ")
        entry.append(name)
        if lines.isEmpty {
            entry.append("\n  (no change)")
        }
        for line in lines {
            entry.append("\n  ")
            line.write(into: &entry)
        }
        entry.append("\n")
        return entry.text
    }

    /// `CounterAction.increment` for an enum case, `Search(query: "x")` for a struct, `Type: text` for a type
    /// with a description of its own.
    /// `childPath` names an action that carries a child feature's action by its path (`search.queryChanged("x")`),
    /// or returns `nil`; it is not asked about a case without associated values.
    package static func name<Action>(of action: Action, childPath: (Any) -> String? = { _ in nil }) -> String {
        if let name = CaseNames.name(of: action) {
            // A case without associated values, named before: without reading the action.
            return name.qualifiedName
        }
        let type = TypeTraits.of(action).name
        if let path = childPath(action) {
            return type + "." + path
        }
        let rendered = ValueDiff.render(action)
        if rendered.hasPrefix(".") {
            return type + rendered
        }
        if rendered.hasPrefix(type + "(") {
            return rendered
        }
        return type + ": " + rendered
    }
}
