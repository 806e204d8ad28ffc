import Prex
import Testing

struct CollectionDifferenceTests {
    @Test func anUnchangedCollectionHasNoDifference() {
        let numbers = Array(0..<100)
        let change = StateChange(new: ListState(numbers: numbers, label: "new"), old: ListState(numbers: numbers))

        #expect(change.difference(for: \.numbers) == nil)
        #expect(change.difference(for: \.items) == nil)
    }

    @Test func aFullRenderInsertsEveryElementAsAnAppend() throws {
        let change = StateChange(new: ListState(numbers: [4, 5, 6]), old: nil)

        let difference = try #require(change.difference(for: \.numbers))

        #expect(difference.insertions == [0, 1, 2])
        #expect(difference.appended == 0..<3)
        #expect(difference.removals.isEmpty)
    }

    @Test func aFullRenderOfAnEmptyCollectionIsAnEmptyChange() throws {
        let change = StateChange(new: ListState(), old: nil)

        let difference = try #require(change.difference(for: \.numbers))

        #expect(difference.isEmpty)
        #expect(difference.appended == nil)
    }

    @Test func aNextPageIsAPureAppend() throws {
        let change = StateChange(new: ListState(numbers: Array(0..<12)), old: ListState(numbers: Array(0..<10)))

        let difference = try #require(change.difference(for: \.numbers))

        #expect(difference.appended == 10..<12)
        #expect(difference == CollectionChange(insertions: [10, 11], newCount: 12))
    }

    @Test func aFirstPageAppendsToAnEmptyCollection() throws {
        let change = StateChange(new: ListState(numbers: [7, 8]), old: ListState())

        let difference = try #require(change.difference(for: \.numbers))

        #expect(difference.appended == 0..<2)
    }

    @Test func anAppendCallsNoEqualityForElementsThatKeptTheirBytes() throws {
        let counter = ComparisonCounter()
        let old = (0..<1_000).map { Counted(value: $0, counter: counter) }
        let new = old + (1_000..<1_010).map { Counted(value: $0, counter: counter) }
        let change = StateChange(new: CountedState(elements: new), old: CountedState(elements: old))

        let difference = try #require(change.difference(for: \.elements))

        #expect(difference.appended == 1_000..<1_010)
        #expect(counter.count == 0)
    }

    @Test func anAppendToElementsBuiltApartComparesTheOldPrefixOnce() throws {
        let counter = ComparisonCounter()
        let old = (0..<1_000).map { Counted(value: $0, counter: counter) }
        // Other counter objects: no element of `new` has the bytes of one in `old`.
        let new = (0..<1_010).map { Counted(value: $0, counter: ComparisonCounter()) }
        let change = StateChange(new: CountedState(elements: new), old: CountedState(elements: old))

        let difference = try #require(change.difference(for: \.elements))

        #expect(difference.appended == 1_000..<1_010)
        #expect(counter.count == 1_000)
    }

    @Test func aReplacedElementInALongArrayIsTheOnlyChange() throws {
        let old = ListState(numbers: Array(0..<10_000))
        var new = old
        new.numbers[6_000] = -1
        new.numbers.insert(-2, at: 100)

        let difference = try #require(StateChange(new: new, old: old).difference(for: \.numbers))

        #expect(difference == CollectionChange(insertions: [100, 6_001], removals: [6_000], newCount: 10_001))
    }

    @Test func removingFromTheEndListsTheRemovedPositions() throws {
        let change = StateChange(new: ListState(numbers: [1, 2]), old: ListState(numbers: [1, 2, 3, 4]))

        let difference = try #require(change.difference(for: \.numbers))

        #expect(difference == CollectionChange(insertions: [], removals: [2, 3], newCount: 2))
        #expect(difference.appended == nil)
    }

    @Test func removingFromTheMiddleListsOldPositions() throws {
        let change = StateChange(new: ListState(numbers: [1, 4, 5]), old: ListState(numbers: [1, 2, 3, 4, 5]))

        let difference = try #require(change.difference(for: \.numbers))

        #expect(difference.removals == [1, 2])
        #expect(difference.insertions.isEmpty)
        #expect(difference.appended == nil)
    }

    @Test func insertingInTheMiddleIsNotAnAppend() throws {
        let change = StateChange(new: ListState(numbers: [1, 9, 2, 3]), old: ListState(numbers: [1, 2, 3]))

        let difference = try #require(change.difference(for: \.numbers))

        #expect(difference == CollectionChange(insertions: [1], newCount: 4))
        #expect(difference.appended == nil)
        #expect(!difference.isEmpty)
    }

    /// An element with the bytes of its counterpart is the same element, as `Equatable` requires (`a == a`), even
    /// where its `==` says otherwise (`Double.nan`): between the common ends as at them.
    @Test func anElementTheChangeDidNotTouchIsNeverAChangeEvenIfNotEqualToItself() throws {
        let atTheEnd = StateChange(new: ListState(ratings: [2, .nan]), old: ListState(ratings: [1, .nan]))
        let between = StateChange(new: ListState(ratings: [2, .nan, 4]), old: ListState(ratings: [1, .nan, 3]))
        let copied = StateChange(new: ListState(ratings: [1, .nan].map { $0 }), old: ListState(ratings: [1, .nan]))

        #expect(
            try #require(atTheEnd.difference(for: \.ratings))
                == CollectionChange(insertions: [0], removals: [0], newCount: 2))
        #expect(
            try #require(between.difference(for: \.ratings))
                == CollectionChange(insertions: [0, 2], removals: [0, 2], newCount: 3))
        #expect(copied.difference(for: \.ratings) == nil)
    }

    @Test func identifiableElementsThatMovedAreMoves() throws {
        let (a, b, c) = (Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 3, name: "c"))
        let change = StateChange(new: ListState(items: [c, a, b]), old: ListState(items: [a, b, c]))

        let difference = try #require(change.difference(for: \.items))

        #expect(difference.moves.count == 1)
        #expect(difference.insertions.isEmpty)
        #expect(difference.removals.isEmpty)
        let move = try #require(difference.moves.first)
        #expect([c, a, b][move.to] == [a, b, c][move.from])
    }

    @Test func movesComeWithInsertionsAndRemovalsOfOtherElements() throws {
        let (a, b, c, d) = (
            Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 3, name: "c"), Item(id: 4, name: "d")
        )
        let (old, new) = ([a, b, c], [c, a, d])
        let change = StateChange(new: ListState(items: new), old: ListState(items: old))

        let difference = try #require(change.difference(for: \.items))

        #expect(difference.removals.map { old[$0] } == [b])
        #expect(difference.insertions.map { new[$0] } == [d])
        let move = try #require(difference.moves.first)
        #expect(difference.moves.count == 1)
        #expect(new[move.to] == old[move.from])
    }

    @Test func anIdentifiableElementWhoseValueChangedIsRemovedAndInserted() throws {
        let change = StateChange(
            new: ListState(items: [Item(id: 1, name: "a"), Item(id: 2, name: "renamed")]),
            old: ListState(items: [Item(id: 1, name: "a"), Item(id: 2, name: "b")])
        )

        let difference = try #require(change.difference(for: \.items))

        #expect(difference == CollectionChange(insertions: [1], removals: [1], newCount: 2))
    }

    @Test func plainElementsReportNoMoves() throws {
        let change = StateChange(new: ListState(numbers: [3, 1, 2]), old: ListState(numbers: [1, 2, 3]))

        let difference = try #require(change.difference(for: \.numbers))

        #expect(difference.moves.isEmpty)
        #expect(difference.removals == [2])
        #expect(difference.insertions == [0])
    }

    @Test(arguments: [
        ([1, 2, 3], [3, 2, 1]),
        ([], [1]),
        ([1, 1, 2], [2, 1, 1, 1]),
        ([5, 6, 7, 8], [6, 8, 9]),
    ])
    func applyingTheRemovalsThenTheInsertionsGivesTheNewCollection(old: [Int], new: [Int]) throws {
        let change = StateChange(new: ListState(numbers: new), old: ListState(numbers: old))

        let difference = try #require(change.difference(for: \.numbers))

        var rebuilt = old
        for offset in difference.removals.reversed() {
            rebuilt.remove(at: offset)
        }
        for offset in difference.insertions {
            rebuilt.insert(new[offset], at: offset)
        }
        #expect(rebuilt == new)
    }
}

private struct Item: Identifiable, Equatable, Sendable {
    var id: Int
    var name: String
}

private struct ListState: State {
    var numbers: [Int] = []
    var items: [Item] = []
    var ratings: [Double] = []
    var label = ""
}

/// Counts the comparisons of ``Counted`` elements.
private final class ComparisonCounter: @unchecked Sendable {
    // `@unchecked Sendable` is sound: one test uses each counter, on one thread.
    var count = 0
}

private struct Counted: Equatable, Sendable {
    var value: Int
    var counter: ComparisonCounter

    static func == (lhs: Counted, rhs: Counted) -> Bool {
        lhs.counter.count += 1
        return lhs.value == rhs.value
    }
}

private struct CountedState: State {
    var elements: [Counted]
}
