/// An array whose elements ``ValueDiff`` compares in place, without reading each one through `Mirror`: the
/// common ends of two arrays cost a byte comparison per element (or `==`), and only the elements between
/// them are read as values.
///
/// `Array`, `ContiguousArray` and `ArraySlice` conform, through one implementation over their element storage
/// (``ContiguouslyStored``); other collections are read through `Mirror`.
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

extension ContiguousElements where Self: ContiguouslyStored {
    var elementCount: Int { count }

    func element(at offset: Int) -> Any { self[startIndex + offset] }

    func commonEnds(with other: Any, isSame: (Any, Any) -> Bool) -> (prefix: Int, suffix: Int)? {
        guard isValue(other, of: Self.self) else { return nil }
        let other = other as! Self
        return ElementBuffers.with(self, other) { ElementScan.commonEnds($0, isSame: isSame) }
    }
}

extension Array: ContiguousElements {}
extension ContiguousArray: ContiguousElements {}
extension ArraySlice: ContiguousElements {}

/// The scan behind ``ContiguousElements/commonEnds(with:isSame:)``, on the arrays' element buffers.
enum ElementScan {
    /// The fewest elements compared with one `memcmp`: a block this small that differs is compared element by
    /// element (a larger one is halved first, so a lone change costs a few `memcmp` calls, not 64 comparisons).
    static let blockCount = 8
    /// The most elements compared with one `memcmp`: blocks grow to this size while they match.
    static let largestBlockCount = 64 * 1024

    static func commonEnds<Element>(
        _ buffers: ElementBuffers<Element>, isSame: (Any, Any) -> Bool
    ) -> (prefix: Int, suffix: Int) {
        let shorter = min(buffers.oldCount, buffers.newCount)
        guard shorter > 0 else { return (0, 0) }
        if buffers.startTogether {
            return (shorter, 0)
        }
        return withoutActuallyEscaping(isSame) { isSame in
            let scan = Scan(buffers: buffers, isEqual: buffers.equality(), isSame: isSame)
            let prefix = commonLength(shorter) { offset, count in
                (old: offset, new: offset, count: count)
            } isSame: { offset in
                scan.same(offset, offset)
            } haveEqualBytes: { range in
                buffers.haveEqualBytes(old: range.old, new: range.new, count: range.count)
            }
            let oldLast = buffers.oldCount - 1
            let newLast = buffers.newCount - 1
            let suffix = commonLength(shorter - prefix) { offset, count in
                (old: oldLast - offset - count + 1, new: newLast - offset - count + 1, count: count)
            } isSame: { offset in
                scan.same(oldLast - offset, newLast - offset)
            } haveEqualBytes: { range in
                buffers.haveEqualBytes(old: range.old, new: range.new, count: range.count)
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
        let buffers: ElementBuffers<Element>
        let isEqual: ((_ old: Int, _ new: Int) -> Bool)?
        let isSame: (Any, Any) -> Bool

        /// Whether the old element at `oldIndex` and the new one at `newIndex` are the same: equal bytes, `==`,
        /// or `isSame`.
        func same(_ oldIndex: Int, _ newIndex: Int) -> Bool {
            if buffers.haveEqualBytes(old: oldIndex, new: newIndex, count: 1) {
                return true
            }
            if let isEqual {
                return isEqual(oldIndex, newIndex)
            }
            return isSame(buffers.oldElement(at: oldIndex), buffers.newElement(at: newIndex))
        }
    }
}
