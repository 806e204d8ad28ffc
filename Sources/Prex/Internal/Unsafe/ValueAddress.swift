#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Where a value lies in memory: the start of its inline representation (`MemoryLayout<T>.size` bytes), borrowed
/// for the length of a closure.
///
/// The debug log and the value diff compare two values where they lie, byte by byte, and read the stored
/// properties a ``FieldLayout`` locates in them without a `Mirror` and without copying the whole value into an
/// `Any`. Every such read goes through this type; nothing else in Prex dereferences a value's address.
///
/// The assumptions, all of them:
/// - An address is made only by ``withAddress(of:_:)`` or ``withAddresses(of:_:_:)``, or by ``init(startOf:)``
///   inside `withUnsafeBytes(of:)`, and used only inside that closure, while the value is borrowed: it is alive and nobody changes it meanwhile (it is a copy the caller
///   holds), so its bytes are stable and whatever its references point to is kept alive.
/// - ``field(at:)`` is given an offset a ``FieldLayout`` read from the runtime for the value's type: a stored
///   property of type `T` is initialised there, aligned as a `T` (see ``FieldLayout`` for why).
/// - ``load(as:)`` is asked for the type that is stored at the address: the value's own type, or the field's
///   type the layout reported. It copies the value out (retaining what it refers to), so the copy outlives the
///   borrow.
/// - ``hasEqualBytes(as:count:)`` reads `count` bytes that lie within both values: the caller passes a size
///   from `MemoryLayout` of the type stored there.
/// - ``sixteenBytes(of:)`` is given a value of at most 16 bytes (debug builds check it; `copyMemory` stops the
///   program otherwise). The bytes are copied into integers, which nothing retains or releases, so copying the
///   bits of a reference is harmless; ``CaseNames`` asks only for enums of plain bytes.
///
/// Reading bytes, and copying them into integers, is all this type does, so the worst a broken assumption can
/// do is read the wrong bytes; the assumptions are what keeps it from reading unowned memory. A type with no bytes has no
/// address (`nil` from the functions that make one): nothing in it can differ.
///
/// Cost: every function is inlined where it is called (also into unspecialized generic code, which would
/// otherwise call it generically, with a closure context): making an address is free (a value passed
/// indirectly already has one); comparing is one `memcmp`; loading is one copy. Runs on any thread.
@usableFromInline
struct ValueAddress {
    /// The first byte of the value's inline representation.
    @usableFromInline let base: UnsafeRawPointer

    @usableFromInline
    init(_ base: UnsafeRawPointer) {
        self.base = base
    }

    /// Whether `old` and `new` have equal inline bytes (`MemoryLayout<Value>.size` of them): one `memcmp`, whose
    /// constant size the compiler turns into a few loads for a small type. Equal bytes are the same value (see
    /// ``ValueIdentity``); a type with no bytes has only one value.
    @inlinable @inline(__always)
    static func haveEqualBytes<Value>(_ old: Value, _ new: Value) -> Bool {
        withUnsafeBytes(of: old) { oldBytes in
            withUnsafeBytes(of: new) { newBytes in
                guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else { return true }
                return ValueAddress(oldBase).hasEqualBytes(as: ValueAddress(newBase), count: oldBytes.count)
            }
        }
    }

    /// The inline bytes of `value`, which must be at most 16, zero-extended to 16: the first 8 in `low`, the
    /// next in `high`, in memory order.
    @inline(__always)
    static func sixteenBytes<Value>(of value: Value) -> (low: UInt64, high: UInt64) {
        assert(MemoryLayout<Value>.size <= 16, "more than 16 bytes")
        var bytes: (low: UInt64, high: UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &bytes) { destination in
            withUnsafeBytes(of: value) { source in destination.copyMemory(from: source) }
        }
        return bytes
    }

    /// The address at the start of `bytes`, the buffer `withUnsafeBytes(of:)` gives for a value; `nil` for a type
    /// with no bytes. Use it only inside that closure: for a caller in unspecialized generic code, where handing
    /// a closure to ``withAddresses(of:_:_:)`` would be one more indirect call (about 30 instructions per call in
    /// the debug log's root comparison, `ValueDiffWalk.compare(_:_:)`).
    @inline(__always)
    init?(startOf bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return nil }
        self.base = base
    }

    /// Calls `body` with the address of `value`, valid during the call; `nil` (without calling it) when `Value`
    /// has no bytes.
    @inline(__always)
    static func withAddress<Value, Result>(of value: Value, _ body: (ValueAddress) -> Result) -> Result? {
        withUnsafeBytes(of: value) { bytes in
            bytes.baseAddress.map { body(ValueAddress($0)) }
        }
    }

    /// Calls `body` with the addresses of `old` and `new`, valid during the call; does nothing when `Value` has
    /// no bytes.
    @inline(__always)
    static func withAddresses<Value>(of old: Value, _ new: Value, _ body: (ValueAddress, ValueAddress) -> Void) {
        withUnsafeBytes(of: old) { oldBytes in
            withUnsafeBytes(of: new) { newBytes in
                guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else { return }
                body(ValueAddress(oldBase), ValueAddress(newBase))
            }
        }
    }

    /// The address of the stored property `offset` bytes into this value (an offset from its ``FieldLayout``).
    @inline(__always)
    func field(at offset: Int) -> ValueAddress {
        ValueAddress(base + offset)
    }

    /// A copy of the `Value` stored here; `Value` must be the type stored at this address.
    @inline(__always)
    func load<Value>(as type: Value.Type) -> Value {
        base.load(as: type)
    }

    /// Whether the `count` bytes here and at `other` are equal (`true` for none): one `memcmp`. Equal bytes are the same value of
    /// one type (see ``ValueIdentity``); unequal bytes say nothing.
    @inlinable @inline(__always)
    func hasEqualBytes(as other: ValueAddress, count: Int) -> Bool {
        memcmp(base, other.base, count) == 0
    }
}
