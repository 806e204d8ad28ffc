import PrexValueIdentity

/// Reads values of one type in memory: their bytes.
///
/// One witness per type, made once (``TypeTraits`` keeps it), so that telling two values of the type apart by
/// their bytes costs a dynamic cast and a `memcmp`.
protocol ValueAccess: Sendable {
    /// Whether two values of the type have equal inline bytes (see ``ValueIdentity``); `false` when one is of
    /// another type.
    func haveEqualBytes(_ old: Any, _ new: Any) -> Bool

    /// `MemoryLayout<Type>.size`: the bytes a value occupies, padding after it excluded.
    var size: Int { get }
}

/// The access to values of `Value`, whatever it is.
struct TypedAccess<Value>: ValueAccess {
    var size: Int { MemoryLayout<Value>.size }

    func haveEqualBytes(_ old: Any, _ new: Any) -> Bool {
        guard isValue(old, of: Value.self) && isValue(new, of: Value.self) else { return false }
        return ValueAddress.haveEqualBytes(old as! Value, new as! Value)
    }
}

/// The access to values of `type`. A global function: `_openExistential` opens a metatype with it (see
/// ``TypeTraits``).
func access<Value>(to type: Value.Type) -> any ValueAccess {
    TypedAccess<Value>()
}
