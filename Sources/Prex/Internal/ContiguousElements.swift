/// An array whose elements ``ValueDiff`` compares in place, without reading each one through `Mirror`: the
/// common ends of two arrays cost a byte comparison per element (or `==`), and only the elements between
/// them are read as values.
///
/// `Array`, `ContiguousArray` and `ArraySlice` conform; other collections are read through `Mirror`.
protocol ContiguousElements {
    /// The number of elements.
    var elementCount: Int { get }

    /// The element at `offset` from the start (0 for the first element), as a value to read.
    func element(at offset: Int) -> Any

    /// How many elements at the start and at the end `self` and `other` have in common; `nil` when `other` is
    /// not of the same type.
    ///
    /// Elements are the same when their bytes are equal (see ``ValueIdentity``), or when they are equal by `==`
    /// (for an `Equatable` element type), or else when `isSame` says so. The two ends do not overlap.
    func commonEnds(with other: Any, isSame: (Any, Any) -> Bool) -> (prefix: Int, suffix: Int)?
}

extension Array: ContiguousElements {
    var elementCount: Int { count }

    func element(at offset: Int) -> Any { self[offset] }

    func commonEnds(with other: Any, isSame: (Any, Any) -> Bool) -> (prefix: Int, suffix: Int)? {
        guard isValue(other, of: Self.self) else { return nil }
        let other = other as! Self
        return withUnsafeBufferPointer { old in
            other.withUnsafeBufferPointer { new in ElementScan.commonEnds(old, new, isSame: isSame) }
        }
    }
}

extension ContiguousArray: ContiguousElements {
    var elementCount: Int { count }

    func element(at offset: Int) -> Any { self[offset] }

    func commonEnds(with other: Any, isSame: (Any, Any) -> Bool) -> (prefix: Int, suffix: Int)? {
        guard isValue(other, of: Self.self) else { return nil }
        let other = other as! Self
        return withUnsafeBufferPointer { old in
            other.withUnsafeBufferPointer { new in ElementScan.commonEnds(old, new, isSame: isSame) }
        }
    }
}

extension ArraySlice: ContiguousElements {
    var elementCount: Int { count }

    func element(at offset: Int) -> Any { self[startIndex + offset] }

    func commonEnds(with other: Any, isSame: (Any, Any) -> Bool) -> (prefix: Int, suffix: Int)? {
        guard isValue(other, of: Self.self) else { return nil }
        let other = other as! Self
        return withUnsafeBufferPointer { old in
            other.withUnsafeBufferPointer { new in ElementScan.commonEnds(old, new, isSame: isSame) }
        }
    }
}

/// The scan behind ``ContiguousElements/commonEnds(with:isSame:)``, on the arrays' element buffers.
enum ElementScan {
    /// The fewest elements compared with one `memcmp`: a block this small that differs is compared element by
    /// element (a larger one is halved first, so a lone change costs a few `memcmp` calls, not 64 comparisons).
    static let blockCount = 8
    /// The most elements compared with one `memcmp`: blocks grow to this size while they match.
    static let largestBlockCount = 64 * 1024

    static func commonEnds<Element>(
        _ old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>, isSame: (Any, Any) -> Bool
    ) -> (prefix: Int, suffix: Int) {
        let shorter = min(old.count, new.count)
        guard shorter > 0, let oldBase = old.baseAddress, let newBase = new.baseAddress else { return (0, 0) }
        if oldBase == newBase {
            // One buffer (shared storage, or slices of it from the same start): the same elements.
            return (shorter, 0)
        }
        return withoutActuallyEscaping(isSame) { isSame in
            let scan = Scan(old: oldBase, new: newBase, isEqual: equality(of: Element.self), isSame: isSame)
            let prefix = commonLength(shorter) { offset, count in
                (old: offset, new: offset, count: count)
            } isSame: { offset in
                scan.same(offset, offset)
            } haveEqualBytes: { range in
                scan.haveEqualBytes(old: range.old, new: range.new, count: range.count)
            }
            let oldLast = old.count - 1
            let newLast = new.count - 1
            let suffix = commonLength(shorter - prefix) { offset, count in
                (old: oldLast - offset - count + 1, new: newLast - offset - count + 1, count: count)
            } isSame: { offset in
                scan.same(oldLast - offset, newLast - offset)
            } haveEqualBytes: { range in
                scan.haveEqualBytes(old: range.old, new: range.new, count: range.count)
            }
            return (prefix, suffix)
        }
    }

    /// How many elements, counted from one end, are the same, at most `limit`: blocks of elements compared
    /// with one `memcmp` each (padding included: equal bytes are the same elements), growing while they match
    /// (fewer calls over long equal runs), halved where they differ until a block of ``blockCount`` is compared
    /// element by element.
    ///
    /// - Parameters:
    ///   - limit: How many elements there are to compare.
    ///   - block: The positions, in the old and the new buffer, of the `count` elements from `offset` elements
    ///     away from the end.
    ///   - isSame: Whether the elements `offset` elements away from the end are the same.
    ///   - haveEqualBytes: Whether a block has equal bytes.
    private static func commonLength(
        _ limit: Int, block: (_ offset: Int, _ count: Int) -> (old: Int, new: Int, count: Int),
        isSame: (_ offset: Int) -> Bool, haveEqualBytes: ((old: Int, new: Int, count: Int)) -> Bool
    ) -> Int {
        var length = 0
        var size = blockCount
        while length < limit {
            let count = min(size, limit - length)
            if haveEqualBytes(block(length, count)) {
                length += count
                size = min(size * 2, largestBlockCount)
                continue
            }
            if count > blockCount {
                // The difference is in this block: look at its first half (then at the rest, if that matches).
                size = count / 2
                continue
            }
            let end = length + count
            while length < end && isSame(length) {
                length += 1
            }
            if length < end { break }
            size = blockCount
        }
        return length
    }

    /// Two element buffers and how their elements compare.
    private struct Scan<Element> {
        let old: UnsafePointer<Element>
        let new: UnsafePointer<Element>
        let isEqual: ((UnsafePointer<Element>, UnsafePointer<Element>) -> Bool)?
        let isSame: (Any, Any) -> Bool

        /// Whether `count` elements from `old[oldIndex]` and from `new[newIndex]` have equal bytes: the elements
        /// and the padding between them, not the padding after the last. The caller keeps both ranges within
        /// the buffers' initialized elements.
        func haveEqualBytes(old oldIndex: Int, new newIndex: Int, count: Int) -> Bool {
            let length = (count - 1) * MemoryLayout<Element>.stride + MemoryLayout<Element>.size
            return length == 0 || ValueIdentity.haveEqualBytes(old + oldIndex, new + newIndex, count: length)
        }

        /// Whether `old[oldIndex]` and `new[newIndex]` are the same: equal bytes, `==`, or `isSame`.
        func same(_ oldIndex: Int, _ newIndex: Int) -> Bool {
            if haveEqualBytes(old: oldIndex, new: newIndex, count: 1) {
                return true
            }
            if let isEqual {
                return isEqual(old + oldIndex, new + newIndex)
            }
            return isSame(old[oldIndex], new[newIndex])
        }
    }

    /// `==` on two elements in place, when `Element` is `Equatable`; one dynamic cast per scan.
    private static func equality<Element>(
        of type: Element.Type
    ) -> ((UnsafePointer<Element>, UnsafePointer<Element>) -> Bool)? {
        guard let equatable = type as? any Equatable.Type else { return nil }
        return equality(as: equatable, of: type)
    }

    private static func equality<Equatable: Swift.Equatable, Element>(
        as equatable: Equatable.Type, of type: Element.Type
    ) -> ((UnsafePointer<Element>, UnsafePointer<Element>) -> Bool)? {
        // The cast above kept the type: `Equatable` is `Element`, checked here, so memory bound to `Element` is
        // bound to `Equatable` and may be read as one.
        guard ObjectIdentifier(equatable) == ObjectIdentifier(type) else { return nil }
        return { old, new in
            UnsafeRawPointer(old).assumingMemoryBound(to: Equatable.self).pointee
                == UnsafeRawPointer(new).assumingMemoryBound(to: Equatable.self).pointee
        }
    }
}
