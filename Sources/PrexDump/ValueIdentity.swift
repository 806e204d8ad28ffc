/// Tells, without reading a value through `Mirror`, that two values are the same: the same bytes in memory,
/// or equal by `==`. What it cannot tell it leaves to the caller, which reads the values' parts.
///
/// **Why the same bytes mean the same value.** A Swift value is its inline representation (what
/// `MemoryLayout<T>.size` covers: trivial fields, and references to the storage it does not hold inline) plus
/// what those references point to. Two values of one type whose inline bytes are equal hold the same trivial
/// fields and the same references, so:
/// - copy-on-write storage (arrays, dictionaries, sets, strings, indirect enums, existential boxes) is the
///   same buffer, which nobody can change while both values hold it (a write to shared storage copies it
///   first), so the contents are equal;
/// - a class instance is the same object, read by the caller once for both values, so it reads the same.
///
/// Both values are alive while they are compared (the caller holds them), so no object or buffer they refer
/// to can have been freed and its address reused by another one. The converse does not hold: unequal bytes
/// (padding, spare bits, equal contents in two buffers) say nothing, and the caller then compares the parts.
///
/// The byte comparisons themselves are ``ValueAddress``'s (PrexValueIdentity). Runs on any thread; costs
/// O(size of the inline representation), never a `Mirror`.
enum ValueIdentity {
    /// Whether `old` and `new` are provably the same value: of the same dynamic type, with equal inline bytes.
    static func areIdentical(_ old: Any, _ new: Any) -> Bool {
        guard ObjectIdentifier(type(of: old)) == ObjectIdentifier(type(of: new)) else { return false }
        return TypeTraits.of(old).access.haveEqualBytes(old, new)
    }

}
