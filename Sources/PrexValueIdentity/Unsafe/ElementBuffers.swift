/// The element storage of two arrays of one type, borrowed for the length of a closure, so that ``ElementScan``
/// can compare their elements where they lie: blocks of elements by their bytes, one element by `==`, without
/// copying an element out unless it must.
///
/// Why it stays: without it, arrays are compared element by element through `Mirror`: the `app-log-item`
/// workload (Benchmarks/README.md, "Why the unsafe pieces stay").
///
/// The assumptions, all of them:
/// - The buffers are made only by ``with(_:_:_:)`` and used only inside its closure, while both
///   arrays are borrowed: alive and unchanged, so their elements stay where they are and stay initialised.
/// - Every index a caller passes lies within the initialised elements of its array: `0..<oldCount` or
///   `0..<newCount`, and a block of `count` elements from an index ends within them too. Debug builds check it.
/// - ``equality()`` reads elements as the `Equatable` type it found `Element` to be, and it checks that this
///   type is `Element` itself (an `any Equatable.Type` opened from `Element.self` is that type), so the memory,
///   bound to `Element`, is bound to that type.
/// - ``equality()`` hands `==` the two elements where they lie, as `inout` arguments of a function that only
///   reads them (``isEqualInPlace(_:_:)``), through mutable pointers to the borrowed arrays' storage: nothing is
///   written, so the storage stays unchanged, as the borrow requires. Two `inout` arguments must not overlap: an
///   element compared with itself (the same address) is equal without the call (equal bytes, see
///   ``ValueIdentity``), and two distinct elements of one type never overlap.
///
/// Comparing the bytes of a block covers the elements and the padding between them (the stride), but not the
/// padding after the last one, which may hold anything: equal bytes are the same elements (see
/// ``ValueIdentity``), unequal ones say nothing; ``equalRun(old:new:count:fromEnd:)`` compares each element's own
/// bytes, without the padding between them.
///
/// Cost: no copy of either array; a block comparison is one `memcmp`; an element read is one copy, an element
/// compared by `==` none. Any thread.
struct ElementBuffers<Element> {
    private let old: UnsafeBufferPointer<Element>
    private let new: UnsafeBufferPointer<Element>

    private init(_ old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>) {
        self.old = old
        self.new = new
    }

    /// Calls `body` with the element storage of `old` and `new`.
    @inline(__always)
    static func with<Stored: ContiguousElements<Element>, Result>(
        _ old: Stored, _ new: Stored, _ body: (ElementBuffers) -> Result
    ) -> Result {
        old.withUnsafeBufferPointer { old in new.withUnsafeBufferPointer { new in body(ElementBuffers(old, new)) } }
    }

    /// The number of elements of the old array.
    var oldCount: Int { old.count }
    /// The number of elements of the new array.
    var newCount: Int { new.count }

    /// Whether both arrays have elements and start at the same place: one buffer (shared storage, or slices of it
    /// from the same start), so the elements they have in common are the same.
    var startTogether: Bool {
        old.count > 0 && new.count > 0 && old.baseAddress == new.baseAddress
    }

    /// Whether `count` elements from `oldIndex` in the old array and from `newIndex` in the new one have equal
    /// bytes: the elements and the padding between them, not the padding after the last.
    @inline(__always)
    func haveEqualBytes(old oldIndex: Int, new newIndex: Int, count: Int) -> Bool {
        assert(count > 0 && oldIndex >= 0 && newIndex >= 0, "an empty block, or one before the start")
        assert(oldIndex + count <= old.count && newIndex + count <= new.count, "a block past the last element")
        let length = (count - 1) * MemoryLayout<Element>.stride + MemoryLayout<Element>.size
        guard length > 0, let oldBase = old.baseAddress, let newBase = new.baseAddress else { return true }
        return ValueAddress(oldBase + oldIndex).hasEqualBytes(as: ValueAddress(newBase + newIndex), count: length)
    }

    /// How many of the `count` elements from `oldIndex` in the old array and from `newIndex` in the new one have
    /// equal bytes, element by element, from the first of them (or from the last, `fromEnd`): up to the first
    /// element whose bytes differ, `count` if none does. Each element's own bytes (`MemoryLayout<Element>.size`)
    /// are compared, not the padding after it: an element copied on its own (as an array of elements with
    /// references is copied, one element at a time) leaves that padding as the memory held it, so two arrays
    /// of the same elements may differ there, and ``haveEqualBytes(old:new:count:)`` over a block says nothing.
    ///
    /// Cost: one read of the elements' bytes, 8 at a time (the last 8 bytes of each element overlap the others
    /// when its size is not a multiple of 8); an element under 8 bytes is one `memcmp`.
    func equalRun(old oldIndex: Int, new newIndex: Int, count: Int, fromEnd: Bool) -> Int {
        assert(count >= 0 && oldIndex >= 0 && newIndex >= 0, "a block before the start")
        assert(oldIndex + count <= old.count && newIndex + count <= new.count, "a block past the last element")
        let size = MemoryLayout<Element>.size
        let stride = MemoryLayout<Element>.stride
        guard size > 0, count > 0, let oldBase = old.baseAddress, let newBase = new.baseAddress else { return count }
        let oldStart = UnsafeRawPointer(oldBase + oldIndex)
        let newStart = UnsafeRawPointer(newBase + newIndex)
        // Every load below reads bytes `0..<size` of an element inside the block: initialised memory of both arrays.
        let words = size / 8
        let isEqual: (Int) -> Bool = { offset in
            let oldElement = oldStart + offset * stride
            let newElement = newStart + offset * stride
            guard words > 0 else {
                return ValueAddress(oldElement).hasEqualBytes(as: ValueAddress(newElement), count: size)
            }
            var difference =
                oldElement.loadUnaligned(fromByteOffset: size - 8, as: UInt64.self)
                ^ newElement.loadUnaligned(fromByteOffset: size - 8, as: UInt64.self)
            for word in 0..<words {
                difference |=
                    oldElement.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
                    ^ newElement.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
            }
            return difference == 0
        }
        var run = 0
        while run < count && isEqual(fromEnd ? count - 1 - run : run) {
            run += 1
        }
        return run
    }

    /// A copy of the old array's element at `index`.
    func oldElement(at index: Int) -> Element { old[index] }

    /// A copy of the new array's element at `index`.
    func newElement(at index: Int) -> Element { new[index] }

    /// `==` on the old array's element at the first index and the new one's at the second, in place, when
    /// `Element` is `Equatable`; `nil` otherwise. One dynamic cast per call: call it once per scan.
    func equality() -> ((_ old: Int, _ new: Int) -> Bool)? {
        guard let equatable = Element.self as? any Equatable.Type else { return nil }
        return equality(as: equatable)
    }

    private func equality<Equatable: Swift.Equatable>(as equatable: Equatable.Type) -> ((Int, Int) -> Bool)? {
        // The cast above kept the type: `Equatable` is `Element`, checked here, so memory bound to `Element` is
        // bound to `Equatable` and may be read as one.
        guard ObjectIdentifier(equatable) == ObjectIdentifier(Element.self),
            let oldBase = old.baseAddress, let newBase = new.baseAddress
        else { return nil }
        let oldCount = old.count
        let newCount = new.count
        return { oldIndex, newIndex in
            assert(oldIndex >= 0 && oldIndex < oldCount && newIndex >= 0 && newIndex < newCount, "out of the arrays")
            let oldElement = UnsafeMutableRawPointer(mutating: oldBase + oldIndex)
            let newElement = UnsafeMutableRawPointer(mutating: newBase + newIndex)
            guard oldElement != newElement else { return true }
            return isEqualInPlace(
                &oldElement.assumingMemoryBound(to: Equatable.self).pointee,
                &newElement.assumingMemoryBound(to: Equatable.self).pointee)
        }
    }
}

/// `old == new`, on the values where they lie.
///
/// Generic code passing a value read through a pointer to a call it cannot see into copies the value first (the
/// call might change the memory the pointer reads); `inout` arguments are passed by address, and `==` borrows
/// them from there. For a struct of strings and arrays, the copies and their releases cost about as much as the
/// comparison. Reads only.
private func isEqualInPlace<Value: Equatable>(_ old: inout Value, _ new: inout Value) -> Bool {
    old == new
}
