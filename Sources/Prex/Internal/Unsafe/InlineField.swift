import Foundation

/// Reads a property stored inline in a value at its fixed byte offset, in one copy, instead of projecting its key
/// path (the runtime's generic key path code looks up metadata on every call, which costs more than a whole
/// dispatch: the `observe` workload, Benchmarks/README.md). `package`: PrexObservation's `ObservableModel` uses it.
///
/// Sound because ``init(_:)`` takes the offset from `MemoryLayout<Root>.offset(of:)`, which returns one only when
/// the key path's storage lies inline in `Root` at that offset, aligned, and initialised as a `Value` whenever the
/// root is; computed properties and paths through classes or optionals have none, and ``init(_:)`` returns `nil`.
@usableFromInline
package struct InlineField<Root, Value>: Sendable {
    /// Where the property's storage starts within `Root`.
    @usableFromInline let offset: Int

    /// The field `keyPath` names, or `nil` when it is not stored inline in `Root`.
    @usableFromInline
    package init?(_ keyPath: KeyPath<Root, Value>) {
        guard let offset = MemoryLayout<Root>.offset(of: keyPath) else { return nil }
        self.offset = offset
    }

    /// The property's value in `root`: a copy (retaining what it must) read while `root` is borrowed.
    @inlinable
    package func read(from root: Root) -> Value {
        withUnsafeBytes(of: root) { bytes in
            bytes.load(fromByteOffset: offset, as: Value.self)
        }
    }
}

extension InlineField {
    /// Where the property's bytes lie in `Root`, whatever its type: to compare it in two roots without a copy.
    @usableFromInline
    package var bytes: InlineBytes {
        assert(offset + MemoryLayout<Value>.size <= MemoryLayout<Root>.size, "a field must lie within its root")
        return InlineBytes(offset: offset, count: MemoryLayout<Value>.size)
    }
}

/// The bytes of a property stored inline in a value (an ``InlineField`` without its types), where two roots are
/// compared without copying the property out or calling its `==`. `package`, for `ObservableModel`; any thread.
///
/// Equal bytes are the same value (see `ValueIdentity`: the same trivial fields, and the same references to storage
/// nobody can change while both roots hold it); unequal bytes say nothing (padding, equal contents in two buffers),
/// and the caller then uses `==`.
///
/// Sound: ``InlineField/bytes``, which alone makes one, checks that the `count` bytes at `offset` lie within the
/// root's inline representation (the stored property's storage). Reads copy bytes of both roots, within their size,
/// into integers only, while ``withRoots(_:_:_:)`` borrows them; nothing is retained or released, so the worst a
/// broken assumption could do is compare the wrong bytes.
@usableFromInline
package struct InlineBytes: Sendable {
    /// Where the property's storage starts within the root.
    @usableFromInline let offset: Int
    /// How many bytes it takes: `MemoryLayout<Value>.size` of the property's type.
    @usableFromInline let count: Int

    /// The 8-byte words of a root of `rootSize` bytes that the property fills alone, as a mask (bit `i` for bytes
    /// `8 i ..< 8 i + 8`) for ``Roots/differingWords(upTo:)``, so that a differing word means the property changed.
    /// `nil` when it shares a word with other bytes (a neighbour, padding) or reaches past 64 words (512 bytes). A
    /// last word cut short by the root's end is filled by a property that reaches that end; no bytes fill no word.
    @usableFromInline
    package func filledWords(inRootOf rootSize: Int) -> UInt64? {
        guard count > 0 else { return 0 }
        let end = offset + count
        guard offset % 8 == 0, end % 8 == 0 || end == rootSize else { return nil }
        let first = offset / 8
        let last = (end - 1) / 8
        guard last < UInt64.bitWidth else { return nil }
        let upToLast: UInt64 = last == UInt64.bitWidth - 1 ? ~0 : (1 &<< UInt64(last + 1)) &- 1
        return upToLast & ~((1 &<< UInt64(first)) &- 1)
    }

    /// Calls `body` with the addresses of `old` and `new`, valid during the call only, to compare their properties
    /// (`InlineBytes` of fields of `Root` only) with ``haveEqualBytes(in:)``. No cost beyond `body`, which is not
    /// generic, so it runs at full speed where the caller is not specialized.
    @inlinable
    package static func withRoots<Root, Result>(_ old: Root, _ new: Root, _ body: (Roots) -> Result) -> Result {
        withUnsafeBytes(of: old) { oldBytes in
            withUnsafeBytes(of: new) { newBytes in
                body(Roots(old: oldBytes.baseAddress, new: newBytes.baseAddress, size: oldBytes.count))
            }
        }
    }

    /// Whether the property has the same bytes in the two roots: one comparison per 8 bytes in line up to 32 bytes,
    /// one `memcmp` past that.
    @inlinable
    package func haveEqualBytes(in roots: Roots) -> Bool {
        // `nil` only for a root with no bytes, whose properties have none either: equal.
        guard let oldBase = roots.old, let newBase = roots.new else { return true }
        let oldField = oldBase + offset
        let newField = newBase + offset
        if count == 8 {  // the usual property: an `Int`, a `Double`, a reference, an array, a dictionary
            return oldField.loadUnaligned(as: UInt64.self) == newField.loadUnaligned(as: UInt64.self)
        }
        guard count <= 32 else {
            return memcmp(oldField, newField, count) == 0
        }
        return Roots.haveEqualBytes(oldField, newField, count: count)
    }

    /// Two roots borrowed by ``withRoots(_:_:_:)``, for the length of its closure.
    @usableFromInline
    package struct Roots {
        @usableFromInline let old: UnsafeRawPointer?
        @usableFromInline let new: UnsafeRawPointer?
        /// The roots' size, `MemoryLayout<Root>.size`.
        @usableFromInline let size: Int

        @usableFromInline
        init(old: UnsafeRawPointer?, new: UnsafeRawPointer?, size: Int) {
            self.old = old
            self.new = new
            self.size = size
        }

        /// Which of the roots' first `wordCount` 8-byte words (at most 64) differ: bit `i` set when a byte of
        /// `8 i ..< 8 i + 8` does (a last word cut short compares what is left). One comparison per word, no branch.
        @inlinable
        package func differingWords(upTo wordCount: Int) -> UInt64 {
            guard let old, let new else { return 0 }
            assert(wordCount <= UInt64.bitWidth, "at most 64 words")
            let fullWords = Swift.min(wordCount, size / 8)
            var differing: UInt64 = 0
            for word in 0..<fullWords {
                let oldWord = old.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
                let newWord = new.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
                differing |= (oldWord == newWord ? 0 : 1) &<< UInt64(word)
            }
            let tail = size - fullWords * 8
            if fullWords < wordCount && tail > 0 {
                let start = fullWords * 8
                if !Self.haveEqualBytes(old + start, new + start, count: Swift.min(tail, 8)) {
                    differing |= 1 &<< UInt64(fullWords)
                }
            }
            return differing
        }

        /// Whether `count` bytes at `old` and at `new` are equal, 8 at a time, then one at a time.
        @inlinable
        static func haveEqualBytes(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer, count: Int) -> Bool {
            var compared = 0
            while compared + 8 <= count {
                let oldWord = old.loadUnaligned(fromByteOffset: compared, as: UInt64.self)
                guard oldWord == new.loadUnaligned(fromByteOffset: compared, as: UInt64.self) else { return false }
                compared += 8
            }
            while compared < count {
                let oldByte = old.load(fromByteOffset: compared, as: UInt8.self)
                guard oldByte == new.load(fromByteOffset: compared, as: UInt8.self) else { return false }
                compared += 1
            }
            return true
        }
    }
}
