import Testing

@testable import PrexValueIdentity

/// What the array scan relies on: the buffers' counts, when two arrays start in one buffer, block comparisons
/// over the elements asked for, element copies, and `==` in place for equatable elements only.
struct ElementBuffersTests {
    struct Opaque {
        var name: String
    }

    /// Equal whatever the case of its letters: an `==` of the element type's own, which the scan must call.
    struct Tag: Equatable {
        var name: String

        static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name.lowercased() == rhs.name.lowercased() }
    }

    @Test func arraysSharingABufferStartTogetherAndOthersDoNot() {
        let array = Array(0..<100)
        let copy = array
        #expect(ElementBuffers.with(array, copy) { $0.startTogether })
        #expect(ElementBuffers.with(array[0..<40], array[0..<60]) { $0.startTogether }, "slices from one start")
        #expect(!ElementBuffers.with(array[0..<40], array[1..<60]) { $0.startTogether })
        #expect(!ElementBuffers.with(array, Array(0..<100)) { $0.startTogether }, "equal elements, two buffers")
        #expect(!ElementBuffers.with([Int](), []) { $0.startTogether }, "no elements")
        #expect(
            ElementBuffers.with(ContiguousArray([1, 2]), ContiguousArray([3])) { ($0.oldCount, $0.newCount) } == (2, 1))
    }

    @Test func blocksCompareTheElementsAskedForOnly() {
        let old = [1, 2, 3, 4, 5]
        let new = [0, 1, 2, 9, 4, 5]
        ElementBuffers.with(old, new) { buffers in
            #expect(buffers.haveEqualBytes(old: 0, new: 1, count: 2))
            #expect(!buffers.haveEqualBytes(old: 0, new: 1, count: 3))
            #expect(buffers.haveEqualBytes(old: 3, new: 4, count: 2))
            #expect(!buffers.haveEqualBytes(old: 0, new: 0, count: 1))
            #expect(buffers.oldElement(at: 2) == 3)
            #expect(buffers.newElement(at: 3) == 9)
        }
    }

    @Test func runsOfEqualElementsCountFromEitherEndWithoutThePaddingAfterEach() throws {
        // (Int, Bool) pairs: 9 bytes each, 16 apart; 7 bytes of padding after each, set apart in `new`.
        try #require(MemoryLayout<(Int, Bool)>.size == 9 && MemoryLayout<(Int, Bool)>.stride == 16)
        let old = (0..<10).map { ($0, true) }
        var new = old
        new[6].1 = false
        new.withUnsafeMutableBytes { bytes in
            for element in 0..<10 {
                for byte in 9..<16 {
                    bytes[element * 16 + byte] = 0xCD
                }
            }
        }
        ElementBuffers.with(old, new) { buffers in
            #expect(!buffers.haveEqualBytes(old: 0, new: 0, count: 2), "the padding between them differs")
            #expect(buffers.equalRun(old: 0, new: 0, count: 10, fromEnd: false) == 6)
            #expect(buffers.equalRun(old: 0, new: 0, count: 10, fromEnd: true) == 3)
            #expect(buffers.equalRun(old: 0, new: 0, count: 6, fromEnd: true) == 6)
            #expect(buffers.equalRun(old: 7, new: 7, count: 3, fromEnd: false) == 3)
            #expect(buffers.equalRun(old: 2, new: 3, count: 1, fromEnd: false) == 0, "other positions")
        }
        // Elements under 8 bytes: (Int16, Bool), 3 bytes each, 4 apart.
        let small: [(Int16, Bool)] = [(1, true), (2, true), (3, true)]
        var changed = small
        changed[2].0 = 4
        #expect(ElementBuffers.with(small, changed) { $0.equalRun(old: 0, new: 0, count: 3, fromEnd: false) } == 2)
        #expect(ElementBuffers.with(small, changed) { $0.equalRun(old: 0, new: 0, count: 3, fromEnd: true) } == 0)
    }

    @Test func equatableElementsCompareByEqualityInPlace() throws {
        // Equal strings made apart: different storage, so different bytes, yet `==`.
        let old = [String(repeating: "ab", count: 20), "b"]
        let new = [String(repeating: "ab", count: 20), "c"]
        let results = ElementBuffers.with(old, new) { buffers in
            (
                sameBytes: buffers.haveEqualBytes(old: 0, new: 0, count: 1),
                equal: buffers.equality().map { ($0(0, 0), $0(1, 1)) }
            )
        }
        #expect(!results.sameBytes)
        let equal = try #require(results.equal, "String is Equatable")
        #expect(equal.0)
        #expect(!equal.1)
    }

    @Test func equalityIsTheElementTypesOwnAndLeavesBothArraysAsTheyWere() throws {
        let old = [Tag(name: "Swift"), Tag(name: "Prex")]
        let new = [Tag(name: "SWIFT"), Tag(name: "Flux")]
        let results = try #require(ElementBuffers.with(old, new) { $0.equality().map { ($0(0, 0), $0(1, 1)) } })
        #expect(results.0, "Tag's == ignores case")
        #expect(!results.1)
        #expect(old.map(\.name) == ["Swift", "Prex"])
        #expect(new.map(\.name) == ["SWIFT", "Flux"])
    }

    @Test func anElementComparedWithItselfIsEqualAsItsBytesAre() throws {
        // The same element of one buffer: the same bytes, the same value, as everywhere in the scan (a NaN too).
        let values = [Double.nan, 1]
        let equality = ElementBuffers.with(values, values) { $0.equality().map { ($0(0, 0), $0(0, 1)) } }
        let results = try #require(equality, "Double is Equatable")
        #expect(results.0)
        #expect(!results.1)
    }

    @Test func elementsThatAreNotEquatableHaveNoEquality() {
        let old = [Opaque(name: "x")]
        #expect(ElementBuffers.with(old, old) { $0.equality() == nil })
        #expect(ElementBuffers.with([Opaque(name: "y")], old) { $0.newElement(at: 0).name } == "x")
    }
}
