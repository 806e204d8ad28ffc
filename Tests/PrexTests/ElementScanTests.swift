import Testing

@testable import Prex

struct ElementScanTests {
    /// The common ends `ValueDiff` uses, for arrays built apart (no storage shared) and for a changed copy.
    private func commonEnds<Element>(_ old: [Element], _ new: [Element]) -> (prefix: Int, suffix: Int)? {
        old.commonEnds(with: new) { old, new in ValueDump(of: old) == ValueDump(of: new) }
    }

    @Test(arguments: [0, 1, 63, 64, 65, 200])
    func equalArraysShareEverything(count: Int) throws {
        let old = (0..<count).map { Row(id: $0, title: "row \($0)") }
        let new = (0..<count).map { Row(id: $0, title: "row \($0)") }

        let ends = try #require(commonEnds(old, new))
        #expect(ends.prefix == count)
        #expect(ends.suffix == 0)
    }

    @Test(arguments: [0, 63, 64, 100, 199])
    func oneReplacedElementIsBetweenTheEnds(index: Int) throws {
        let old = (0..<200).map { Row(id: $0, title: "row \($0)") }
        var new = old
        new[index].title = "changed"

        let ends = try #require(commonEnds(old, new))
        #expect(ends.prefix == index)
        #expect(ends.suffix == 199 - index)
    }

    /// Long arrays are compared by blocks that grow while they match and shrink where they differ: a changed
    /// element is found wherever it is, after long equal runs and in the last, partial block.
    @Test(arguments: [0, 64, 4_095, 70_000, 200_000, 262_143])
    func oneChangedElementIsFoundInALongArray(index: Int) throws {
        let old = [Int](0..<262_144)
        var new = old
        new[index] = -1

        let ends = try #require(commonEnds(old, new))
        #expect(ends.prefix == index)
        #expect(ends.suffix == 262_143 - index)
    }

    @Test func twoChangesFarApartLeaveEverythingBetweenThem() throws {
        let old = [Int](0..<150_000)
        var new = old
        new[1_000] = -1
        new[140_000] = -1

        let ends = try #require(commonEnds(old, new))
        #expect(ends.prefix == 1_000)
        #expect(ends.suffix == 9_999)
    }

    @Test func anInsertionAndAnAppendAreFound() throws {
        let old = (0..<150).map { Row(id: $0, title: "row \($0)") }
        var inserted = old
        inserted.insert(Row(id: -1, title: "new"), at: 70)
        let appended = old + [Row(id: -1, title: "new")]

        let insertion = try #require(commonEnds(old, inserted))
        let append = try #require(commonEnds(old, appended))
        #expect(insertion.prefix == 70 && insertion.suffix == 80)
        #expect(append.prefix == 150 && append.suffix == 0)
    }

    /// Where an element could belong to either end (a run of equal elements grew), the prefix takes it, whichever
    /// end the scan reads first.
    @Test func endsThatCouldOverlapGiveThePrefixFirst() throws {
        let grown = try #require(commonEnds([7, 7, 7], [7, 7, 7, 7]))
        let shrunk = try #require(commonEnds([5, 7, 7, 9], [5, 7, 9]))
        let prepended = try #require(commonEnds([2, 1], [1, 2, 1]))
        #expect(grown.prefix == 3 && grown.suffix == 0)
        #expect(shrunk.prefix == 2 && shrunk.suffix == 1)
        #expect(prepended.prefix == 0 && prepended.suffix == 2)
    }

    @Test func elementsThatAreNotEquatableCompareByTheirTrees() throws {
        // `Loose` has padding after its `Bool` and no `==`: elements built apart are compared as trees.
        let old = (0..<100).map { Loose(flag: $0.isMultiple(of: 2), count: $0) }
        var new = (0..<100).map { Loose(flag: $0.isMultiple(of: 2), count: $0) }
        new[40].count = -1

        let ends = try #require(commonEnds(old, new))
        #expect(ends.prefix == 40)
        #expect(ends.suffix == 59)
    }

    @Test func equalityIsTheElementTypesOwn() throws {
        // Every `Shouting` equals every other: the scan trusts `==` over the bytes.
        let old = [Shouting(text: "a"), Shouting(text: "b")]
        let new = [Shouting(text: "x"), Shouting(text: "y"), Shouting(text: "z")]

        let ends = try #require(commonEnds(old, new))
        #expect(ends.prefix == 2)
        #expect(ends.suffix == 0)
    }

    @Test func slicesCompareFromTheirStart() throws {
        let array = Array(0..<100)
        let old = array[10..<50]
        var new = array[20..<60]
        new[new.startIndex + 5] = -1

        let ends = try #require(old.commonEnds(with: new) { _, _ in false })
        #expect(ends.prefix == 0)
        #expect(ends.suffix == 0)
        #expect(old.element(at: 0) as? Int == 10)
        #expect(new.element(at: 5) as? Int == -1)
    }

    @Test func oneBufferIsTheSameElementsWithoutComparingThem() throws {
        let counter = Counter()
        let old = (0..<100).map { Counted(value: $0, counter: counter) }
        let copy = old
        let array = Array(0..<100)

        let shared = try #require(old.commonEnds(with: copy) { _, _ in false })
        let slices = try #require(array[0..<40].commonEnds(with: array[0..<60]) { _, _ in false })
        #expect(shared.prefix == 100 && shared.suffix == 0)
        #expect(slices.prefix == 40 && slices.suffix == 0)
        #expect(counter.comparisons == 0)
    }

    /// Arrays of elements with references are copied one element at a time, which leaves the padding after each
    /// element as the memory held it: equal elements may differ there, and are the same without being read.
    @Test(arguments: [0, 700, 1_999])
    func elementsDifferingInTheirPaddingOnlyAreTheSame(index: Int) throws {
        let counter = Counter()
        try #require(MemoryLayout<Padded>.size == 17 && MemoryLayout<Padded>.stride == 24)
        let old = (0..<2_000).map { Padded(value: $0, counter: counter, flag: true) }
        var new = old
        new[index].value = -1
        new.withUnsafeMutableBytes { bytes in
            // Bytes 17..<24 of each element: the padding after `flag`.
            for element in 0..<2_000 {
                for byte in 17..<24 {
                    bytes[element * MemoryLayout<Padded>.stride + byte] = 0xAB
                }
            }
        }

        let ends = try #require(commonEnds(old, new))
        #expect(ends.prefix == index)
        #expect(ends.suffix == 1_999 - index)
        #expect(counter.comparisons == 2, "only the changed element is compared by ==, once from each end")
    }

    @Test func anotherTypeHasNoCommonEnds() {
        #expect([1, 2].commonEnds(with: ["1", "2"]) { _, _ in true } == nil)
        #expect([1, 2].commonEnds(with: ContiguousArray([1, 2])) { _, _ in true } == nil)
    }
}

private struct Row: Equatable {
    var id: Int
    var title: String
}

private struct Loose {
    var flag: Bool
    var count: Int
}

private struct Shouting: Equatable {
    var text: String

    static func == (lhs: Shouting, rhs: Shouting) -> Bool { true }
}

/// Counts the comparisons of ``Counted`` and ``Padded`` elements.
private final class Counter {
    var comparisons = 0
}

private struct Counted: Equatable {
    var value: Int
    var counter: Counter

    static func == (lhs: Counted, rhs: Counted) -> Bool {
        lhs.counter.comparisons += 1
        return lhs.value == rhs.value
    }
}

/// An element with padding after it: 17 bytes (a reference, an `Int`, a `Bool`), 24 apart.
private struct Padded: Equatable {
    var value: Int
    var counter: Counter
    var flag: Bool

    static func == (lhs: Padded, rhs: Padded) -> Bool {
        lhs.counter.comparisons += 1
        return lhs.value == rhs.value && lhs.flag == rhs.flag
    }
}
