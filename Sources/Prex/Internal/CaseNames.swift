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

    /// The name kept for `value`'s case, if any: a lock and a dictionary lookup. Its bytes are read as `Value`,
    /// with no `Any` and no traits: only an enum of plain bytes, 8 at most, can have a name kept (an existential,
    /// a class or an optional `Value` never has one).
    static func name<Value>(of value: Value) -> Name? {
        guard _isPOD(Value.self) && MemoryLayout<Value>.size <= MemoryLayout<UInt64>.size else { return nil }
        var bits: UInt64 = 0
        withUnsafeMutableBytes(of: &bits) { bits in
            withUnsafeBytes(of: value) { bytes in bits.copyMemory(from: bytes) }
        }
        let key = Key(type: Value.self, bits: bits)
        return table.withLock { $0[key] }
    }

    /// The name kept for `key`, if any: a lock and a dictionary lookup.
    static func name(for key: Key) -> Name? {
        table.withLock { $0[key] }
    }

    /// Keeps the name of the case `key` stands for, `name`, of the type named `typeName`: call it only for a case
    /// without associated values.
    static func remember(_ name: String, ofType typeName: String, for key: Key) {
        let name = Name(name: name, qualifiedName: typeName + "." + name)
        table.withLock { $0[key] = name }
    }

    /// A case's name, alone (`increment`) and with its type's (`CounterAction.increment`).
    struct Name: Sendable {
        var name: String
        var qualifiedName: String
    }

    private static let table = Locked<[Key: Name]>([:])
}
