import PrexValueIdentity

/// The names of enum cases without associated values, read once per case: `Mirror` and `String(describing:)`
/// are slow, and a debug log names its action (often such a case) on every dispatch.
///
/// Only enums whose values are plain bytes (no references), 16 of them at most, are kept (``TypeTraits/caseBits``),
/// keyed by their type and bytes. Equal bytes are the same value (see ``ValueIdentity``), so a key names one case;
/// a case with associated values is never kept, so the table holds at most one entry per case of each such
/// enum met. Runs on any thread: the table is behind a lock.
enum CaseNames {
    /// An enum type and the bytes of one of its values.
    struct Key: Hashable {
        var type: ObjectIdentifier
        var bits: Bits

        init(type: Any.Type, bits: Bits) {
            self.type = ObjectIdentifier(type)
            self.bits = bits
        }
    }

    /// The bytes of a value of at most 16 bytes, zero-extended.
    struct Bits: Hashable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        /// All zero.
        init() {}

        /// Whether a value of `Value` fits and is plain bytes: its inline representation is all of it.
        static func canHold<Value>(_ type: Value.Type) -> Bool {
            _isPOD(type) && MemoryLayout<Value>.size <= MemoryLayout<Bits>.size
        }

        /// The bytes of `value`; call it only where ``canHold(_:)`` is true for `Value`.
        init<Value>(of value: Value) {
            (low, high) = ValueAddress.sixteenBytes(of: value)
        }
    }

    /// The name kept for `value`'s case, if any: a lock and a dictionary lookup. Its bytes are read as `Value`,
    /// with no `Any` and no traits: only an enum of plain bytes, 16 at most, can have a name kept (an existential,
    /// a class or an optional `Value` never has one).
    static func name<Value>(of value: Value) -> Name? {
        guard Bits.canHold(Value.self) else { return nil }
        let key = Key(type: Value.self, bits: Bits(of: value))
        return table[key]
    }

    /// The name kept for `key`, if any: a lock and a dictionary lookup.
    static func name(for key: Key) -> Name? {
        table[key]
    }

    /// Keeps the name of the case `key` stands for, `name`, of the type named `typeName`: call it only for a case
    /// without associated values.
    static func remember(_ name: String, ofType typeName: String, for key: Key) {
        let name = Name(name: name, qualifiedName: typeName + "." + name)
        table[key] = name
    }

    /// A case's name, alone (`increment`) and with its type's (`CounterAction.increment`).
    struct Name: Sendable {
        var name: String
        var qualifiedName: String
    }

    private static let table = TypeCache<Key, Name>()
}
