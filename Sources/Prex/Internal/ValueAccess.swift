/// Reads values of one type in memory: their bytes, and the stored properties a ``FieldLayout`` locates in them.
///
/// One witness per type, made once (``TypeTraits`` keeps it; each ``FieldLayout/Field`` has its field type's), so
/// that a walk over two values costs a dynamic cast and a `memcmp` per value, and a load per property it reads,
/// never a `Mirror`.
protocol ValueAccess: Sendable {
    /// Whether two values of the type have equal inline bytes (see ``ValueIdentity``); `false` when one is of
    /// another type.
    func haveEqualBytes(_ old: Any, _ new: Any) -> Bool

    /// Calls `body` with the address of `old`'s and of `new`'s inline representation, valid during the call;
    /// does nothing when one of them is of another type or the type has no bytes (nothing in it can differ).
    func withAddresses(of old: Any, _ new: Any, _ body: (ValueAddress, ValueAddress) -> Void)

    /// Calls `body` with the address of `value`'s inline representation, valid during the call; `nil` when
    /// `value` is of another type or the type has no bytes.
    func withAddress<Result>(of value: Any, _ body: (ValueAddress) -> Result) -> Result?

    /// A copy of the value of the type at `address`. The caller proves that `address` holds an initialized
    /// value of the type, suitably aligned.
    func load(from address: ValueAddress) -> Any

    /// The traits of the type: a table lookup, after the first time (which reads the value at `address`, with
    /// the same guarantee as ``load(from:)``).
    func traits(at address: ValueAddress) -> TypeTraits

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

    func withAddresses(of old: Any, _ new: Any, _ body: (ValueAddress, ValueAddress) -> Void) {
        guard isValue(old, of: Value.self) && isValue(new, of: Value.self) else { return }
        ValueAddress.withAddresses(of: old as! Value, new as! Value, body)
    }

    func withAddress<Result>(of value: Any, _ body: (ValueAddress) -> Result) -> Result? {
        guard isValue(value, of: Value.self) else { return nil }
        return ValueAddress.withAddress(of: value as! Value, body)
    }

    func load(from address: ValueAddress) -> Any {
        // By the caller's guarantee, a `Value` is stored there (see ``ValueAddress``).
        address.load(as: Value.self)
    }

    func traits(at address: ValueAddress) -> TypeTraits {
        TypeTraits.of(Value.self) { load(from: address) }
    }
}

/// The access to values of `type`. A global function: `_openExistential` opens a metatype with it (see
/// ``TypeTraits``).
func access<Value>(to type: Value.Type) -> any ValueAccess {
    TypedAccess<Value>()
}
