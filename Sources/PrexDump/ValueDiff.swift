/// Says how one value differs from another, as lines a person reads: `- path: old` then `+ path: new`.
///
/// The values are rendered by ``ValueDump``'s rules (one line each, Swift-literal-like), and walked together
/// (``ValueDiffWalk``); a path names where each difference is:
/// `count`, `results[2].owner.login`, `byID["a"]`, `status.loaded.count`.
/// - Structs, classes and tuples are compared property by property (tuple positions by number: `pair.0`).
/// - Enums in the same case are compared by associated value, reached through the case name
///   (`status.loaded.count`; a single unlabelled value is the case itself: `status.failed`). Different
///   cases give one `-` line and one `+` line with the whole values; so do `nil` and a value.
/// - Arrays lose their common prefix and common suffix; what is left is paired position by position, and
///   what one side has more is listed alone: `- path[i]: old` for removed elements (old positions),
///   `+ path[i]: new` for added ones (new positions); a position counts from the first element, 0, in an
///   `ArraySlice` too. An append is only `+` lines. O(n) comparisons.
/// - Dictionaries are compared key by key (keys as rendered, in sorted order): `-` for a removed key,
///   `+` for an added one, and the differences inside a value whose key is in both.
/// - Sets, and everything else that differs (leaves, values of different types or shapes), give one `-`
///   line and one `+` line with the whole values. Leaves compare by their rendering.
/// - At the root, the path is empty and the lines are `- 1` and `+ 2`.
/// - Values that are the same in memory (equal bytes: the same storage for arrays, strings, dictionaries, and
///   the same class instance) have no differences and are not read; nor are dictionaries and sets whose type
///   is `Equatable` and that are `==` to their counterpart, nor such an array's elements and such a
///   dictionary's values that are (a type's own `==` is trusted): an array element wherever it is, at the
///   common ends or between them, a dictionary's value beside a changed one (`-0.0` for `0.0` is no change).
///
/// Runs on any thread. Costs what differs: values are read through `Mirror` only where their bytes differ, and
/// arrays are compared in place (a byte comparison per element); for debugging output, never for a hot path.
package enum ValueDiff {
    /// Lines saying how `new` differs from `old`, each "- PATH: OLD" or "+ PATH: NEW"; empty when they render
    /// the same.
    ///
    /// Runs on the calling thread; costs what differs (see above).
    ///
    /// - Parameters:
    ///   - old: The value before.
    ///   - new: The value after.
    /// - Returns: For each changed leaf, its `-` line then its `+` line; lines for removed and added array
    ///   elements and dictionary entries alone. In the values' order (dictionaries by sorted key).
    package static func lines<Value>(from old: Value, to new: Value) -> [String] {
        changes(from: old, to: new).map(\.text)
    }

    /// The paths of the lines of ``lines(from:to:)``, in their order (a path with a `-` and a `+` line once):
    /// `count`, `results[2].owner.login`; the empty path for a change at the root. Costs what differs.
    package static func paths<Value>(from old: Value, to new: Value) -> [String] {
        var paths: [String] = []
        for line in changes(from: old, to: new) where paths.last != line.path {
            paths.append(line.path)
        }
        return paths
    }

    /// The lines of ``lines(from:to:)``, in parts: for a caller that writes them into text of its own without
    /// making each a `String` first.
    static func changes<Value>(from old: Value, to new: Value) -> [Line] {
        var walk = ValueDiffWalk()
        walk.compare(old, new)
        return walk.lines
    }

    /// One line of a diff, in parts: "SIGN PATH: VALUE", or "SIGN VALUE" at the root (an empty path).
    struct Line {
        /// `-` for the old value, `+` for the new one.
        var sign: String
        /// Where the value is: `count`, `results[2].owner.login`; empty at the root.
        var path: String
        /// The value, rendered.
        var value: String

        /// The line as text.
        var text: String {
            var text = TextBuffer(capacity: byteCount)
            write(into: &text)
            return text.text
        }

        /// The length of ``text`` in UTF-8 bytes.
        var byteCount: Int {
            sign.utf8.count + 1 + (path.isEmpty ? 0 : path.utf8.count + 2) + value.utf8.count
        }

        /// Appends ``text`` to `text`.
        func write(into text: inout TextBuffer) {
            text.append(sign + " ")
            if !path.isEmpty {
                text.append(path)
                text.append(": ")
            }
            text.append(value)
        }
    }

    /// `value` on one line, Swift-literal-like, as the diff lines print it (see ``ValueDump`` for the rules):
    /// `User(login: "octocat", id: 1)`, `.loaded(count: 3)`, `["a": 1]`, `nil`.
    ///
    /// Runs on the calling thread; costs O(size of the value), through field layouts and `Mirror`.
    ///
    /// - Parameter value: Any value.
    /// - Returns: The rendering, without line breaks.
    package static func render<Value>(_ value: Value) -> String {
        ValueDump.render(value)
    }
}
