/// Says how one value differs from another, as lines a person reads: `- path: old` then `+ path: new`.
///
/// Both values are read into a ``ValueDump`` and rendered by its rules (one line each, Swift-literal-like).
/// The trees are then walked together, and a path names where each difference is:
/// `count`, `results[2].owner.login`, `byID["a"]`, `status.loaded.count`.
/// - Structs, classes and tuples are compared property by property (tuple positions by number: `pair.0`).
/// - Enums in the same case are compared by associated value, reached through the case name
///   (`status.loaded.count`; a single unlabelled value is the case itself: `status.failed`). Different
///   cases give one `-` line and one `+` line with the whole values; so do `nil` and a value.
/// - Arrays lose their common prefix and common suffix; what is left is paired position by position, and
///   what one side has more is listed alone: `- path[i]: old` for removed elements (old positions),
///   `+ path[i]: new` for added ones (new positions). An append is only `+` lines. O(n) comparisons.
/// - Dictionaries are compared key by key (keys as rendered, in sorted order): `-` for a removed key,
///   `+` for an added one, and the differences inside a value whose key is in both.
/// - Sets, and everything else that differs (leaves, values of different types or shapes), give one `-`
///   line and one `+` line with the whole values. Leaves compare by their rendering.
/// - At the root, the path is empty and the lines are `- 1` and `+ 2`.
///
/// Runs on any thread. Costs O(size of both values) to read them, and O(size × depth) to compare them
/// (subtrees are compared for equality on the way down); for debugging output, never for a hot path.
package enum ValueDiff {
    /// Lines saying how `new` differs from `old`, each "- PATH: OLD" or "+ PATH: NEW"; empty when they render
    /// the same.
    ///
    /// Runs on the calling thread; costs O(size × depth) of the two values, through `Mirror`.
    ///
    /// - Parameters:
    ///   - old: The value before.
    ///   - new: The value after.
    /// - Returns: For each changed leaf, its `-` line then its `+` line; lines for removed and added array
    ///   elements and dictionary entries alone. In the values' order (dictionaries by sorted key).
    package static func lines<Value>(from old: Value, to new: Value) -> [String] {
        var lines: [String] = []
        compare(ValueDump(of: old), ValueDump(of: new), at: "", into: &lines)
        return lines
    }

    /// `value` on one line, Swift-literal-like, as the diff lines print it (see ``ValueDump`` for the rules):
    /// `User(login: "octocat", id: 1)`, `.loaded(count: 3)`, `["a": 1]`, `nil`.
    ///
    /// Runs on the calling thread; costs O(size of the value), through `Mirror`.
    ///
    /// - Parameter value: Any value.
    /// - Returns: The rendering, without line breaks.
    package static func render<Value>(_ value: Value) -> String {
        ValueDump.render(value)
    }

    private static func compare(_ old: ValueDump, _ new: ValueDump, at path: String, into lines: inout [String]) {
        guard old != new else { return }
        switch (old, new) {
        case (.instance(let oldType, let oldFields), .instance(let newType, let newFields))
        where oldType == newType && haveSameLabels(oldFields, newFields):
            compare(oldFields, newFields, at: path, into: &lines)
        case (.tuple(let oldFields), .tuple(let newFields)) where haveSameLabels(oldFields, newFields):
            compare(oldFields, newFields, at: path, into: &lines)
        case (.enumCase(let oldName, let oldPayload), .enumCase(let newName, let newPayload))
        where oldName == newName && haveSameLabels(oldPayload, newPayload):
            let casePath = member(oldName, of: path)
            if oldPayload.count == 1 && oldPayload[0].label == nil {
                compare(oldPayload[0].value, newPayload[0].value, at: casePath, into: &lines)
            } else {
                compare(oldPayload, newPayload, at: casePath, into: &lines)
            }
        case (.array(let oldElements), .array(let newElements)):
            compare(oldElements, newElements, at: path, into: &lines)
        case (.dictionary(let oldEntries), .dictionary(let newEntries))
        where hasUniqueKeys(oldEntries) && hasUniqueKeys(newEntries):
            compare(oldEntries, newEntries, at: path, into: &lines)
        default:
            lines.append(line("-", path, old.rendered))
            lines.append(line("+", path, new.rendered))
        }
    }

    /// Fields with the same labels, pairwise; a positional field is named by its position.
    private static func compare(_ old: [Field], _ new: [Field], at path: String, into lines: inout [String]) {
        for (index, (oldField, newField)) in zip(old, new).enumerated() {
            compare(oldField.value, newField.value, at: member(oldField.label ?? "\(index)", of: path), into: &lines)
        }
    }

    private static func compare(_ old: [ValueDump], _ new: [ValueDump], at path: String, into lines: inout [String]) {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter && old[prefix] == new[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < shorter - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldEnd = old.count - suffix
        let newEnd = new.count - suffix
        let pairedEnd = prefix + min(oldEnd - prefix, newEnd - prefix)
        for index in prefix..<pairedEnd {
            compare(old[index], new[index], at: "\(path)[\(index)]", into: &lines)
        }
        for index in pairedEnd..<oldEnd {
            lines.append(line("-", "\(path)[\(index)]", old[index].rendered))
        }
        for index in pairedEnd..<newEnd {
            lines.append(line("+", "\(path)[\(index)]", new[index].rendered))
        }
    }

    /// Entries sorted by key, merged: removed, added and changed entries in key order.
    private static func compare(_ old: [Entry], _ new: [Entry], at path: String, into lines: inout [String]) {
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            let oldEntry = oldIndex < old.count ? old[oldIndex] : nil
            let newEntry = newIndex < new.count ? new[newIndex] : nil
            if let oldEntry, let newEntry, oldEntry.key == newEntry.key {
                compare(oldEntry.value, newEntry.value, at: "\(path)[\(oldEntry.key)]", into: &lines)
                oldIndex += 1
                newIndex += 1
            } else if let oldEntry, newEntry.map({ oldEntry.key < $0.key }) ?? true {
                lines.append(line("-", "\(path)[\(oldEntry.key)]", oldEntry.value.rendered))
                oldIndex += 1
            } else if let newEntry {
                lines.append(line("+", "\(path)[\(newEntry.key)]", newEntry.value.rendered))
                newIndex += 1
            }
        }
    }

    private typealias Field = ValueDump.Field
    private typealias Entry = ValueDump.Entry

    private static func haveSameLabels(_ old: [Field], _ new: [Field]) -> Bool {
        old.count == new.count && zip(old, new).allSatisfy { $0.label == $1.label }
    }

    /// Keys that render alike cannot be told apart: such dictionaries are compared whole.
    private static func hasUniqueKeys(_ entries: [Entry]) -> Bool {
        zip(entries, entries.dropFirst()).allSatisfy { $0.key != $1.key }
    }

    private static func member(_ name: String, of path: String) -> String {
        path.isEmpty ? name : path + "." + name
    }

    private static func line(_ sign: String, _ path: String, _ value: String) -> String {
        path.isEmpty ? "\(sign) \(value)" : "\(sign) \(path): \(value)"
    }
}
