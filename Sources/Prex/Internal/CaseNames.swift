/// The names of enum cases without associated values, read once per case: `Mirror` and `String(describing:)`
/// cost thousands of instructions, and a debug log names its action (often such a case) on every dispatch.
///
/// Only enums whose values are plain bytes (no references), 8 of them at most, are kept (``TypeTraits/caseBits``),
/// keyed by their type and bytes. Equal bytes are the same value (see ``ValueIdentity``), so a key names one case;
/// a case with associated values is never kept, so the table holds at most one entry per case of each such
/// enum met. Runs on any thread: the table is behind a lock.
enum CaseNames {
    /// An enum type and the bytes of one of its values.
    struct Key: Hashable {
        var type: ObjectIdentifier
        var bits: UInt64

        init(type: Any.Type, bits: UInt64) {
            self.type = ObjectIdentifier(type)
            self.bits = bits
        }
    }

    /// The name kept for `value`'s case, if any (`traits` are those of its dynamic type): a lock and a dictionary
    /// lookup, for an enum whose values are plain bytes (``TypeTraits/caseBits``).
    static func name(of value: Any, traits: TypeTraits) -> String? {
        traits.caseBits.flatMap { name(for: Key(type: type(of: value), bits: $0.bits(value))) }
    }

    /// The name kept for `key`, if any: a lock and a dictionary lookup.
    static func name(for key: Key) -> String? {
        table.withLock { $0[key] }
    }

    /// Keeps `name` for `key`: call it only for a case without associated values.
    static func remember(_ name: String, for key: Key) {
        table.withLock { $0[key] = name }
    }

    private static let table = Locked<[Key: String]>([:])
}
