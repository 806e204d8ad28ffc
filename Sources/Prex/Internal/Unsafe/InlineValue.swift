/// A value of a trivial type (plain bytes, no references: `_isPOD`) of at most one word, kept as its bytes, so that
/// a ``BindingAction`` of an `Int`, a `Bool`, a `Double` or a `Date` holds its value without an allocation and
/// copies it as an integer.
///
/// Sound: `init` stores the bytes only of a type that ``fits(_:)`` (trivial, its size and alignment within a
/// `UInt64`'s; checked), and a copy of a trivial value's bytes is a copy of the value; `load(as:)` reads them back as
/// the type they were stored as, which its caller names (a ``BindingAction`` keeps the value's type beside it, set by
/// the same initializer), from a local copy aligned as `UInt64`, through a pointer that lives for one call. Nothing
/// is retained or released: there is nothing to.
@usableFromInline
struct InlineValue: Sendable {
    @usableFromInline let bits: UInt64

    /// No value: what an action whose value is boxed keeps.
    @inlinable
    init() {
        bits = 0
    }

    /// The bytes of `value`, or `nil` when its type does not ``fits(_:)``.
    @inlinable
    init?<Value: Sendable>(_ value: Value) {
        guard Self.fits(Value.self) else { return nil }
        var bits: UInt64 = 0
        withUnsafeMutableBytes(of: &bits) { $0.storeBytes(of: value, as: Value.self) }
        self.bits = bits
    }

    /// Whether a value of type `Value` is kept inline: its type is trivial and fits in one word.
    @inlinable
    static func fits<Value>(_ type: Value.Type) -> Bool {
        _isPOD(Value.self) && MemoryLayout<Value>.size <= MemoryLayout<UInt64>.size
            && MemoryLayout<Value>.alignment <= MemoryLayout<UInt64>.alignment
    }

    /// The value stored, read as `Value`: the type `init` was given (the caller keeps it).
    @inlinable
    func load<Value>(as type: Value.Type) -> Value {
        var bits = bits
        return Self.read(&bits, as: Value.self)
    }

    /// What `bytes` holds, read as `Value`; a function of its own, so that the pointer lives for this call only.
    @inlinable @inline(__always)
    static func read<Value>(_ bytes: UnsafeRawPointer, as type: Value.Type) -> Value {
        bytes.load(as: Value.self)
    }
}
