import PrexDump

extension Timeline {
    /// The first step at or after `start` whose action changed the value at `keyPath` (compared with `==`), or
    /// `nil` if none did.
    ///
    /// Runs on the calling thread; O(steps searched), each one a key path read and an `==` on two states.
    ///
    /// - Parameters:
    ///   - keyPath: Where to look in the state, such as `\.detail.name`.
    ///   - start: The first step to check, from 1 (step 0 has no action and changes nothing); 1 by default.
    /// - Returns: A step in ``actionSteps``, or `nil`.
    public func firstStep<Value: Equatable>(changing keyPath: KeyPath<State, Value>, from start: Int = 1) -> Int? {
        firstStep(from: start) { old, new in old[keyPath: keyPath] != new[keyPath: keyPath] }
    }

    /// The first step at or after `start` that changed `path`, written as the ``DebugLog`` writes paths
    /// (`detail.name`, `results[2].owner`; a leading `\.` or `.` is ignored), or `nil` if none did.
    ///
    /// A step changed `path` when its ``difference(from:to:)`` has a line at `path`, inside it (`results[2].id`) or
    /// at a value holding it (`detail` set from `nil`). Runs on the calling thread; a step searched costs what it
    /// changed.
    ///
    /// - Parameters:
    ///   - path: The path to look for; the empty path (or `\.`) matches any change.
    ///   - start: The first step to check, from 1; 1 by default.
    /// - Returns: A step in ``actionSteps``, or `nil`.
    public func firstStep(changingPath path: String, from start: Int = 1) -> Int? {
        let wanted = path.hasPrefix("\\") ? path.dropFirst() : Substring(path)
        let target = wanted.hasPrefix(".") ? String(wanted.dropFirst()) : String(wanted)
        return firstStep(from: start) { old, new in
            ValueDiff.paths(from: old, to: new).contains { changed in
                Self.path(changed, isAtOrAround: target)
            }
        }
    }

    /// The first step at or after `start` whose action is named `name`, or `nil` if none is.
    ///
    /// `name` matches from the start of any part of the action's ``actionName(at:)`` (its type's or its cases'
    /// names, outside parentheses), up to a `.`, `(`, `[` or space: `starTapped`, `detail.starTapped` and
    /// `AppAction.detail` all find `AppAction.detail.starTapped`; `rename` does not find `renamed`. Runs on the
    /// calling thread; a step searched costs a rendering of its action.
    ///
    /// - Parameters:
    ///   - name: The action's name, or its start.
    ///   - start: The first step to check, from 1; 1 by default.
    /// - Returns: A step in ``actionSteps``, or `nil`.
    public func firstStep(named name: String, from start: Int = 1) -> Int? {
        let first = Swift.max(start, 1)
        guard first <= count, !name.isEmpty else { return nil }
        return (first...count).first { step in
            Self.partStarts(of: actionName(at: step)).contains { Self.name($0, startsWith: name) }
        }
    }

    /// `name` from the start of each of its parts: itself, and what follows each `.` outside parentheses and brackets.
    private static func partStarts(of name: String) -> [Substring] {
        var starts = [Substring(name)]
        var depth = 0
        for index in name.indices {
            switch name[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "." where depth == 0: starts.append(name[name.index(after: index)...])
            default: break
            }
        }
        return starts
    }

    /// The first step at or after `start` (at least 1) for which `changed` holds of the states before and after.
    private func firstStep(from start: Int, where changed: (State, State) -> Bool) -> Int? {
        let first = Swift.max(start, 1)
        guard first <= count else { return nil }
        return firstStep(in: first...count, where: changed)
    }

    /// Whether `name` starts with `prefix` followed by its end or by what ends a name's part: `.`, `(`, `[`, ` `.
    private static func name(_ name: Substring, startsWith prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let rest = name.dropFirst(prefix.count)
        return rest.first.map { ".([ ".contains($0) } ?? true
    }

    /// Whether a diff line at `changed` changes `target`: the same path, one inside it, or one holding it.
    private static func path(_ changed: String, isAtOrAround target: String) -> Bool {
        name(Substring(changed), startsWith: target) || name(Substring(target), startsWith: changed)
            || changed.isEmpty || target.isEmpty
    }
}
