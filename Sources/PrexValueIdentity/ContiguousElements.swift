/// An array whose elements PrexDump's `ValueDiff` compares in place, without reading each one through `Mirror`: the
/// common ends of two arrays cost a byte comparison per element (or `==`), and only the elements between
/// them are read as values.
///
/// `Array`, `ContiguousArray` and `ArraySlice` conform: collections whose elements lie side by side in one
/// buffer that ``withUnsafeBufferPointer(_:)`` lends, which ``ElementBuffers`` reads. One implementation over
/// that buffer serves all three; other collections are read through `Mirror`.
///
/// The diff holds a value as `any ContiguousElements`: the requirements other than the buffer's take and
/// return `Any`, so that they are callable there, and each conforming type's implementation is specialized
/// for its element type.
package protocol ContiguousElements<Element>: RandomAccessCollection where Index == Int {
    /// Calls `body` with the buffer holding the elements, valid only for the call.
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result

    /// The number of elements.
    var elementCount: Int { get }

    /// The element at `offset` from the start (0 for the first element), as a value to read.
    func element(at offset: Int) -> Any

    /// How many elements at the start and at the end `self` and `other` have in common; `nil` when `other` is
    /// not of the same type.
    ///
    /// Elements are the same when their bytes are equal (see ``ValueAddress``), or when they are equal by `==`
    /// (for an `Equatable` element type), or else when `isSame` says so. The two ends do not overlap.
    func commonEnds(with other: Any, isSame: (Any, Any) -> Bool) -> (prefix: Int, suffix: Int)?

    /// Whether the element at `offset` and the one at `offset` in `other` are equal by `==`, the element type's
    /// own equality, which ``commonEnds(with:isSame:)`` trusts: `false` when the element type is not `Equatable`
    /// or `other` is not of the same type. One dynamic cast per call: for the few elements between the ends.
    func elementsAreEqual(at offset: Int, in other: Any) -> Bool
}

extension ContiguousElements {
    package var elementCount: Int { count }

    package func element(at offset: Int) -> Any { self[startIndex + offset] }

    package func commonEnds(with other: Any, isSame: (Any, Any) -> Bool) -> (prefix: Int, suffix: Int)? {
        guard isValue(other, of: Self.self) else { return nil }
        let other = other as! Self
        return ElementBuffers.with(self, other) { ElementScan.commonEnds($0, isSame: isSame) }
    }

    package func elementsAreEqual(at offset: Int, in other: Any) -> Bool {
        guard isValue(other, of: Self.self) else { return false }
        return ElementBuffers.with(self, other as! Self) { $0.equality()?(offset, offset) ?? false }
    }
}

extension Array: ContiguousElements {}
extension ContiguousArray: ContiguousElements {}
extension ArraySlice: ContiguousElements {}

/// The scan behind ``ContiguousElements/commonEnds(with:isSame:)``, on the arrays' element buffers.
enum ElementScan {
    /// The elements of the first block compared with one `memcmp`: small, so that a change near an end costs
    /// little.
    static let blockCount = 8
    /// The most bytes of each array compared with one `memcmp`: blocks grow to this size while they match.
    ///
    /// Small enough that the two blocks fit the level-1 data cache together (32 KB on common x86 and ARM cores):
    /// where a block differs, its elements are compared again one by one from that cache, so each byte of a
    /// large array comes from memory once.
    static let largestBlockBytes = 16 * 1024

    /// The most elements of `Element` compared with one `memcmp`: ``largestBlockBytes`` worth, at least
    /// ``blockCount``.
    static func largestBlockCount<Element>(of _: Element.Type) -> Int {
        max(blockCount, largestBlockBytes / max(1, MemoryLayout<Element>.stride))
    }

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
            let largest = largestBlockCount(of: Element.self)
            // The end's equal bytes first: where `new` is a copy of `old` the mutation then changed, the copy wrote
            // that end last, so it is the part most likely still in the cache. Bytes only, no `==`, so that an
            // append (whose last elements are new) calls no `==` there.
            let equalBytesAtEnd = scan.commonLength(
                shorter, from: 0, largest: largest, fromEnd: true, comparesValues: false)
            if equalBytesAtEnd == shorter && buffers.oldCount == buffers.newCount {
                // Every element has the bytes of the one at its position: all of them are the common prefix.
                return (shorter, 0)
            }
            let prefix = scan.commonLength(shorter, from: 0, largest: largest, fromEnd: false, comparesValues: true)
            // The suffix goes on from the end's equal bytes, with `==`, within what the prefix left (the prefix
            // takes an element either end could claim).
            let suffix = scan.commonLength(
                shorter - prefix, from: min(equalBytesAtEnd, shorter - prefix), largest: largest, fromEnd: true,
                comparesValues: true)
            return (prefix, suffix)
        }
    }

    /// Two element buffers and how their elements compare.
    private struct Scan<Element> {
        let buffers: ElementBuffers<Element>
        let isEqual: ((_ old: Int, _ new: Int) -> Bool)?
        let isSame: (Any, Any) -> Bool

        /// How many elements, counted from the start (or from the end, `fromEnd`), are the same, at most `limit`,
        /// given that the first `start` are: blocks of elements compared with one `memcmp` each (padding included:
        /// equal bytes are the same elements), growing (fewer calls over long equal runs) up to `largest` elements.
        /// A block whose bytes differ is compared again element by element, each without the padding after it
        /// (which may differ between equal elements); an element whose own bytes differ is compared by
        /// ``same(_:_:)`` when `comparesValues` (else it ends the scan), and the scan ends at the first that is
        /// not the same.
        func commonLength(_ limit: Int, from start: Int, largest: Int, fromEnd: Bool, comparesValues: Bool) -> Int {
            var length = start
            var size = blockCount
            while length < limit {
                let end = length + min(size, limit - length)
                let block = positions(length, end - length, fromEnd: fromEnd)
                if !buffers.haveEqualBytes(old: block.old, new: block.new, count: end - length) {
                    // Element by element: `same` for each element whose own bytes differ; after one whose bytes are
                    // equal (the padding between them differed), the run of equal ones that follows in one loop.
                    while length < end {
                        let element = positions(length, 1, fromEnd: fromEnd)
                        if buffers.haveEqualBytes(old: element.old, new: element.new, count: 1) {
                            length += 1
                            let rest = positions(length, end - length, fromEnd: fromEnd)
                            length += buffers.equalRun(
                                old: rest.old, new: rest.new, count: end - length, fromEnd: fromEnd)
                            continue
                        }
                        guard comparesValues, same(element.old, element.new) else { return length }
                        length += 1
                    }
                }
                length = end
                size = min(size * 2, largest)
            }
            return length
        }

        /// The positions, in the old and the new buffer, of the first of `count` elements `offset` elements away
        /// from the start (or from the end, `fromEnd`).
        @inline(__always)
        private func positions(_ offset: Int, _ count: Int, fromEnd: Bool) -> (old: Int, new: Int) {
            fromEnd ? (buffers.oldCount - offset - count, buffers.newCount - offset - count) : (offset, offset)
        }

        /// Whether the old element at `oldIndex` and the new one at `newIndex`, whose bytes differ, are the same:
        /// `==`, or `isSame`.
        func same(_ oldIndex: Int, _ newIndex: Int) -> Bool {
            if let isEqual {
                return isEqual(oldIndex, newIndex)
            }
            return isSame(buffers.oldElement(at: oldIndex), buffers.newElement(at: newIndex))
        }
    }
}

/// What Prex's `StateChange.difference(for:)` asks of the engine: the common ends of two arrays, found in place.
package enum CollectionEnds {
    /// How many elements `old` and `new` have in common at the start and at the end (not overlapping), when
    /// they are arrays (`Array`, `ContiguousArray`, `ArraySlice`) compared in place; `nil` for other collections.
    /// Elements are the same when their bytes are equal or when they are `==`. Cost: a byte comparison per
    /// element at most, `==` only where the bytes differ.
    package static func ofArrays<C: Collection>(_ old: C, _ new: C) -> (prefix: Int, suffix: Int)?
    where C.Element: Equatable {
        guard let elements = old as? any ContiguousElements else { return nil }
        // Equatable elements never need `isSame`: the scan compares them with `==`.
        return elements.commonEnds(with: new, isSame: { _, _ in false })
    }
}
