import Foundation

/// Where a value lies in memory: the start of its inline representation (`MemoryLayout<T>.size` bytes), borrowed
/// for the length of a closure.
///
/// The debug log and the value diff compare two values where they lie, byte by byte, to skip what a change did
/// not touch without reading it. Every such read goes through this type; nothing else in Prex dereferences a
/// value's address.
///
/// The assumptions, all of them:
/// - An address is made only by ``haveEqualBytes(_:_:)`` (or by ``InlineBytes`` and ``ElementBuffers`` inside
///   `withUnsafeBytes`), and used only inside that closure, while the value is borrowed: it is alive
///   and nobody changes it meanwhile (it is a copy the caller holds), so its bytes are stable.
/// - ``hasEqualBytes(as:count:)`` reads `count` bytes that lie within both values: the caller passes a size
///   from `MemoryLayout` of the type stored there.
/// - ``sixteenBytes(of:)`` is given a value of at most 16 bytes (debug builds check it; `copyMemory` stops the
///   program otherwise). The bytes are copied into integers, which nothing retains or releases, so copying the
///   bits of a reference is harmless; ``CaseNames`` asks only for enums of plain bytes.
///
/// Reading bytes, and copying them into integers, is all this type does, so the worst a broken assumption can
/// do is read the wrong bytes; the assumptions are what keeps it from reading unowned memory. A type with no
/// bytes has no address, and its values are equal: nothing in them can differ.
///
/// Cost: every function is inlined where it is called (also into unspecialized generic code, which would
/// otherwise call it generically, with a closure context): making an address is free (a value passed
/// indirectly already has one); comparing is one `memcmp`. Runs on any thread.
@usableFromInline
package struct ValueAddress {
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
    package static func haveEqualBytes<Value>(_ old: Value, _ new: Value) -> Bool {
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
    package static func sixteenBytes<Value>(of value: Value) -> (low: UInt64, high: UInt64) {
        assert(MemoryLayout<Value>.size <= 16, "more than 16 bytes")
        var bytes: (low: UInt64, high: UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &bytes) { destination in
            withUnsafeBytes(of: value) { source in destination.copyMemory(from: source) }
        }
        return bytes
    }

    /// Whether the `count` bytes here and at `other` are equal (`true` for none): one `memcmp`. Equal bytes are
    /// the same value of one type (see ``ValueIdentity``); unequal bytes say nothing.
    @inlinable @inline(__always)
    func hasEqualBytes(as other: ValueAddress, count: Int) -> Bool {
        memcmp(base, other.base, count) == 0
    }
}
