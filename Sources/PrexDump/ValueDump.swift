/// A value as a tree, read through field layouts and `Mirror` (``ValueShape``), that renders as one compact, Swift-literal-like line.
///
/// ``ValueDiffWalk`` builds these trees only where two values differ (level by level, through ``ValueShape``),
/// compares them there, and prints their ``rendered`` text in its lines. The rules:
/// - Strings, substrings and characters are quoted and escaped like Swift literals: `"a\"b\n"`.
/// - An optional is `nil`, or its wrapped value as it is (never `Optional(…)`).
/// - Arrays (and any collection) are `[a, b]`; sets are `[a, b]` sorted by rendering; dictionaries are
///   `["k": v]` sorted by rendered key, `[:]` when empty.
/// - A type that conforms to `CustomStringConvertible` (or else `CustomDebugStringConvertible`) and is not
///   one of the above is a leaf: its `description` (`debugDescription`), so numbers, `Bool`, `URL`, `Date`
///   and types with a description of their own print that way. Control characters in it are spelled out
///   (`\n`, `\u{1B}`), so the rendering stays on one line.
/// - Enum cases are `.name`, or `.name(label: value, value)` with their associated values.
/// - Structs and classes are `TypeName(label: value, …)`, a class with its superclasses' properties first;
///   tuples are `(label: value, value)`. Type names drop their module: `Outer.Inner`, `Box<Int>`.
/// - A class instance met again inside itself (a cycle), and anything nested deeper than ``maximumDepth``,
///   is cut off as `TypeName(...)` (or `...` for what has no type name).
/// - Anything else (a metatype, a function) is `String(describing:)`.
///
/// Building the tree reads every stored property once: O(size of the value), with an allocation or more per
/// level; it is meant for debugging output, never for a hot path. Runs on any thread.
indirect enum ValueDump: Equatable {
    /// Text that is printed as it is: a number, a quoted string, a description, `nil`, a cut-off.
    case leaf(String)
    /// A struct or class instance: its type name and stored properties.
    case instance(type: String, fields: [Field])
    /// A tuple's elements.
    case tuple([Field])
    /// An enum case: its name and associated values (none for a case without).
    case enumCase(name: String, payload: [Field])
    /// An array, or any other collection, in order.
    case array([ValueDump])
    /// A set's elements, sorted by rendering.
    case set([ValueDump])
    /// A dictionary's entries, sorted by rendered key.
    case dictionary([Entry])

    /// A property, tuple element or associated value; `label` is `nil` for a positional one.
    struct Field: Equatable {
        var label: String?
        var value: ValueDump
    }

    /// A dictionary entry, its key rendered.
    struct Entry: Equatable {
        var key: String
        var value: ValueDump
    }

    /// How deep the tree goes before a value is cut off as `TypeName(...)`.
    static let maximumDepth = 32

    /// Reads `value` into a tree.
    ///
    /// - Parameter value: Any value.
    init(of value: Any) {
        var ancestors: [ObjectIdentifier] = []
        self.init(of: value, depth: 0, ancestors: &ancestors)
    }

    /// The value on one line, by the rules above. O(size of the tree).
    var rendered: String {
        var text = ""
        render(into: &text)
        return text
    }

    /// `value` rendered on one line: `ValueDump(of: value).rendered`.
    static func render(_ value: Any) -> String {
        ValueDump(of: value).rendered
    }

    // MARK: Reading a value

    /// Reads `value`, found at `depth` below the root inside the class instances `ancestors`, into a tree:
    /// what ``ValueDiff`` renders where it finds a difference, by the same rules as the whole value.
    init(of value: Any, depth: Int, ancestors: inout [ObjectIdentifier]) {
        self = Self.make(ValueShape(of: value, depth: depth, ancestors: ancestors), depth: depth, ancestors: &ancestors)
    }

    /// The tree of a value whose first level is `shape`.
    static func make(_ shape: ValueShape, depth: Int, ancestors: inout [ObjectIdentifier]) -> ValueDump {
        func make(_ value: Any) -> ValueDump {
            ValueDump(of: value, depth: depth + 1, ancestors: &ancestors)
        }
        switch shape {
        case .leaf(let text):
            return .leaf(text)
        case .instance(let type, let fields, let object):
            if let object {
                ancestors.append(object)
            }
            defer {
                if object != nil { ancestors.removeLast() }
            }
            return .instance(type: type, fields: fields.map { Field(label: $0.label, value: make($0.value)) })
        case .tuple(let fields):
            return .tuple(fields.map { Field(label: $0.label, value: make($0.value)) })
        case .enumCase(let name, let payload):
            return .enumCase(name: name, payload: payload.map { Field(label: $0.label, value: make($0.value)) })
        case .collection(let elements):
            return .array(elements.map(make))
        case .set(let elements):
            return .set(elements.map(make).map { ($0.rendered, $0) }.sorted { $0.0 < $1.0 }.map(\.1))
        case .dictionary(let pairs):
            let entries = pairs.map { pair in
                Entry(key: pair.key.map { make($0).rendered } ?? "?", value: make(pair.value))
            }
            return .dictionary(entries.sorted { $0.key < $1.key })
        }
    }

    /// The type's name without module names: `Outer.Inner`, `Box<Int>`, `Array<Int>` for `[Int]`.
    ///
    /// Private and local types lose their `(unknown context at $…)` part too. ``TypeTraits`` keeps it for each
    /// type met.
    static func shortName(_ name: String) -> String {
        let unknownContext = "(unknown context at $"
        var result = ""
        var index = name.startIndex
        var atNameStart = true
        while index < name.endIndex {
            let character = name[index]
            if character == "(" && name[index...].hasPrefix(unknownContext) {
                // "(unknown context at $10f2c)." stands for a private or local scope: drop it with its dot.
                var end = name.index(index, offsetBy: unknownContext.count)
                while end < name.endIndex && name[end] != ")" {
                    end = name.index(after: end)
                }
                index = name.index(end, offsetBy: 2, limitedBy: name.endIndex) ?? name.endIndex
                continue
            }
            if atNameStart && character.isIdentifierStart {
                var end = index
                while end < name.endIndex && name[end].isIdentifierPart {
                    end = name.index(after: end)
                }
                if end < name.endIndex && name[end] == "." {
                    // The first component of a qualified name is its module: drop it with its dot.
                    index = name.index(after: end)
                } else {
                    result += name[index..<end]
                    index = end
                }
                atNameStart = false
                continue
            }
            result.append(character)
            atNameStart = !(character.isIdentifierPart || ".)>]".contains(character))
            index = name.index(after: index)
        }
        return result
    }

    // MARK: Rendering

    private func render(into text: inout String) {
        switch self {
        case .leaf(let leaf):
            text += leaf
        case .instance(let type, let fields):
            text += type
            Self.render(fields, into: &text)
        case .tuple(let fields):
            Self.render(fields, into: &text)
        case .enumCase(let name, let payload):
            text += "." + name
            if !payload.isEmpty {
                Self.render(payload, into: &text)
            }
        case .array(let elements), .set(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                element.render(into: &text)
            }
            text += "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                text += "[:]"
                return
            }
            text += "["
            for (index, entry) in entries.enumerated() {
                if index > 0 { text += ", " }
                text += entry.key + ": "
                entry.value.render(into: &text)
            }
            text += "]"
        }
    }

    private static func render(_ fields: [Field], into text: inout String) {
        text += "("
        for (index, field) in fields.enumerated() {
            if index > 0 { text += ", " }
            if let label = field.label {
                text += label + ": "
            }
            field.value.render(into: &text)
        }
        text += ")"
    }
}

extension Character {
    fileprivate var isIdentifierStart: Bool { isLetter || self == "_" }
    fileprivate var isIdentifierPart: Bool { isLetter || isNumber || self == "_" }
}
