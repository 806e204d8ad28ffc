import Testing

@testable import PrexDump
@testable import PrexValueIdentity

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

    /// The ends are those of the definition (the longest runs of `==` pairs from the start, then from the end,
    /// not overlapping), whatever the edit and whatever the padding holds: random edits of arrays up to three
    /// blocks long, with padding of zero, or random after or inside and after each element of the new array.
    @Test func theEndsAreTheLongestRunsOfEqualElementsWhateverThePadding() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<500 {
            let (old, new) = Gapped.edited(random: &random)
            let shorter = min(old.count, new.count)
            let prefix = zip(old, new).prefix { $0 == $1 }.count
            let suffix = zip(old.reversed(), new.reversed()).prefix(shorter - prefix).prefix { $0 == $1 }.count

            let ends = old.commonEnds(with: new) { _, _ in false }
            #expect(ends.map { [$0.prefix, $0.suffix] } == [prefix, suffix], "\(old.count) -> \(new.count) elements")
        }
    }

    /// `ValueDiff` compares arrays in place, elements not `Equatable` by their trees: the lines are those of the
    /// same elements read through `Mirror` (a collection that is not an array), whatever the padding holds (zero,
    /// or random in each element of the new array).
    @Test func theDiffOfArraysInPlaceIsTheDiffOfTheirElementsReadThroughMirror() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<100 {
            let (old, new) = Gapped.edited(random: &random)
            var oldLoose = old.map(\.loose)
            var newLoose = new.map(\.loose)
            let scrambles = random.below(2) == 0
            oldLoose.fill(bytes: [1..<8]) { 0 }
            newLoose.fill(bytes: [1..<8]) { scrambles ? UInt8(truncatingIfNeeded: random.next()) : 0 }

            let inPlace = ValueDiff.lines(from: oldLoose, to: newLoose)
            let throughMirror = ValueDiff.lines(from: Mirrored(elements: oldLoose), to: Mirrored(elements: newLoose))
            #expect(inPlace == throughMirror)
        }
    }

    /// Elements larger than the largest block (16 KB) are compared whole, eight to a block.
    @Test(arguments: [0, 7, 8, 19])
    func aChangedElementLargerThanABlockIsFound(index: Int) throws {
        try #require(MemoryLayout<Large>.stride > ElementScan.largestBlockBytes)
        let old = (0..<20).map { Large(id: $0) }
        var new = old.map { $0 }
        new[index].id = -1

        let ends = try #require(commonEnds(old, new))
        #expect(ends.prefix == index)
        #expect(ends.suffix == 19 - index)
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

/// An element with padding inside it (after `flag`) and after it: 17 bytes, 24 apart.
private struct Gapped: Equatable {
    var flag: Bool
    var value: Int
    var tail: UInt8

    var loose: Loose { Loose(flag: flag, count: value * 256 + Int(tail)) }

    /// An array of up to 2,100 elements (three blocks of `Gapped`), and a copy changed by up to three random
    /// replacements, insertions, removals and appends. The padding is zero in both, or random after each element
    /// of the copy (its blocks' bytes differ, its elements' do not), or random inside and after each.
    static func edited(random: inout SplitMix64) -> (old: [Gapped], new: [Gapped]) {
        let count = [0, 1, 2, 7, 8, 9, 17, 100, 700, 2_100][random.below(10)]
        let old = (0..<count).map { Gapped(flag: $0.isMultiple(of: 3), value: random.below(4), tail: 1) }
        var new = old.map { $0 }
        for _ in 0..<random.below(4) {
            switch random.below(4) {
            case 0 where !new.isEmpty: new[random.below(new.count)].value = random.below(4)
            case 1: new.insert(Gapped(flag: true, value: random.below(4), tail: 0), at: random.below(new.count + 1))
            case 2 where !new.isEmpty: new.remove(at: random.below(new.count))
            default: new.append(Gapped(flag: false, value: 1, tail: 2))
            }
        }
        var zeroed = old
        zeroed.fill(bytes: [1..<8, 17..<24]) { 0 }
        new.fill(bytes: [1..<8, 17..<24]) { 0 }
        switch random.below(3) {
        case 0: break
        case 1: new.fill(bytes: [17..<24]) { UInt8(truncatingIfNeeded: random.next()) }
        default: new.fill(bytes: [1..<8, 17..<24]) { UInt8(truncatingIfNeeded: random.next()) }
        }
        return (zeroed, new)
    }
}

extension Array {
    /// Writes `byte()` over `bytes` of each element: its padding, which holds no part of its value.
    fileprivate mutating func fill(bytes: [Range<Int>], with byte: () -> UInt8) {
        withUnsafeMutableBytes { buffer in
            for element in stride(from: 0, to: buffer.count, by: MemoryLayout<Element>.stride) {
                for offset in bytes.joined() {
                    buffer[element + offset] = byte()
                }
            }
        }
    }
}

/// Elements read through `Mirror`, as a collection that is not an array.
private struct Mirrored: CustomReflectable {
    var elements: [Loose]

    var customMirror: Mirror { Mirror(self, unlabeledChildren: elements, displayStyle: .collection) }
}

/// Larger than a block: five times 4 KB, and an `id`.
///
/// Structs of small tuples, not one tuple of 2,560 `Int`s: the compiler takes a tuple apart element by element
/// wherever it is built or copied, which made this file take over a minute to compile; a struct stays whole.
private struct Large: Equatable {
    struct Eight {
        var values = (1, 2, 3, 4, 5, 6, 7, 8)
    }

    struct SixtyFour {
        var eights = (Eight(), Eight(), Eight(), Eight(), Eight(), Eight(), Eight(), Eight())
    }

    /// 4 KB.
    struct FiveHundredTwelve {
        var sixtyFours = (
            SixtyFour(), SixtyFour(), SixtyFour(), SixtyFour(), SixtyFour(), SixtyFour(), SixtyFour(), SixtyFour()
        )
    }

    var blocks = (
        FiveHundredTwelve(), FiveHundredTwelve(), FiveHundredTwelve(), FiveHundredTwelve(), FiveHundredTwelve()
    )
    var id: Int

    init(id: Int) {
        self.id = id
    }

    static func == (lhs: Large, rhs: Large) -> Bool {
        lhs.id == rhs.id
            && withUnsafeBytes(of: lhs.blocks) { lhs in withUnsafeBytes(of: rhs.blocks) { lhs.elementsEqual($0) } }
    }
}

/// A seeded generator (SplitMix64): the same numbers on every run.
private struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
