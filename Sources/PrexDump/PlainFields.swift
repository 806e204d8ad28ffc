/// The fields of small structs of plain bytes whose fields are all leaves (a counter's state: `count: 3`),
/// rendered once per value: a debug log renders each state twice, as the new value of one entry and as the old value
/// of the next, and `Mirror` is slow.
///
/// Only structs whose values are plain bytes (no references), 16 of them at most, are kept
/// (``TypeTraits/plainBits``), keyed by their type and bytes: equal bytes are the same value (see
/// ``ValueIdentity``), so a key names one rendering. A type whose fields are not all leaves (``TypeTraits/leaf``,
/// not optional) is noted as such after its first value and never read here again. The table keeps the last few
/// values of each type, so it stays small. Runs on any thread: the table is behind a lock.
enum PlainFields {
    /// A stored property: its name and its value, rendered as a leaf.
    struct Field: Equatable {
        var label: String
        var text: String
    }

    /// What is kept for one struct type.
    private struct Entry {
        /// Whether every field is a leaf; `false` means the type is not rendered here.
        var hasLeafFields: Bool
        /// The last values read, newest first, with their fields.
        var recent: [(bits: CaseNames.Bits, fields: [Field])]
    }

    /// How many values of a type are kept: a log needs the last one (the next entry's old state).
    private static let keptPerType = 4

    /// The fields of `value`, whose traits are `traits`, rendered; `nil` when its type is not a struct of plain
    /// bytes, 16 at most, whose fields are all leaves. A lock and a dictionary lookup when `value` was read lately;
    /// otherwise one `Mirror`, as ``ValueShape`` reads a struct.
    static func fields(of value: Any, traits: TypeTraits) -> [Field]? {
        guard let plain = traits.plainBits else { return nil }
        let type = ObjectIdentifier(Swift.type(of: value))
        let bits = plain.bits(value)
        let known = table[type]
        if let known {
            guard known.hasLeafFields else { return nil }
            if let kept = known.recent.first(where: { $0.bits == bits }) {
                return kept.fields
            }
        }
        let fields = read(value, traits: traits)
        var entry = known ?? Entry(hasLeafFields: fields != nil, recent: [])
        if let fields {
            entry.recent.insert((bits, fields), at: 0)
            if entry.recent.count > keptPerType {
                entry.recent.removeLast()
            }
        }
        table[type] = entry
        return fields
    }

    /// The fields of `value` read through its `Mirror`, or `nil` if one is not a leaf.
    private static func read(_ value: Any, traits: TypeTraits) -> [Field]? {
        let children = Mirror(reflecting: value).children
        // `first` is cheaper than a walk of the type-erased children for the one child of a counter's state.
        if traits.childCount == 1, let child = children.first {
            return field(child).map { [$0] }
        }
        var fields: [Field] = []
        for child in children {
            guard let field = field(child) else { return nil }
            fields.append(field)
        }
        return fields
    }

    private static func field(_ child: Mirror.Child) -> Field? {
        let traits = TypeTraits.of(child.value)
        guard let label = child.label, let leaf = traits.leaf, traits.optional == nil else { return nil }
        return Field(label: label, text: leaf.render(child.value))
    }

    private static let table = TypeCache<ObjectIdentifier, Entry>()
}
