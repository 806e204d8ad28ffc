import Foundation
import TestSupport
import Testing

@testable import Prex

/// What a feature ported from `IdentifiedArrayOf<Row>` relies on: the operations `IdentifiedArray` offers, with
/// its names, behave the same on an ``IdentifiedList``, except where the list documents a difference (a duplicate
/// id replaces in place and never traps). Restated from what the peer's own tests check.
struct IdentifiedListParityTests {
    struct Row: Identifiable, Equatable, Hashable, Codable, Sendable {
        let id: Int
        var name = ""
    }

    /// A row ordered by its count, for the `Comparable` operations.
    struct Ranked: Identifiable, Comparable, Sendable {
        let id: Int
        var count: Int

        static func < (lhs: Ranked, rhs: Ranked) -> Bool {
            (lhs.count, lhs.id) < (rhs.count, rhs.id)
        }
    }

    private static func rows(_ ids: Int...) -> IdentifiedList<Row> {
        IdentifiedList(ids.map { Row(id: $0) })
    }

    // MARK: Reading

    @Test func elementsAreAnArrayOfTheRowsInOrder() {
        let list: IdentifiedList = [Row(id: 1, name: "a"), Row(id: 2, name: "b"), Row(id: 3, name: "c")]

        let elements: [Row] = list.elements

        #expect(elements == [Row(id: 1, name: "a"), Row(id: 2, name: "b"), Row(id: 3, name: "c")])
    }

    @Test func containsComparesIDsNotWholeElements() {
        let list: IdentifiedList = [Row(id: 1, name: "a"), Row(id: 2, name: "b")]

        #expect(list.contains(Row(id: 2, name: "renamed")))
        #expect(!list.contains(Row(id: 3, name: "b")))
        #expect(list.contains { $0 == Row(id: 2, name: "b") })
    }

    @Test func idsAreAViewThatLooksUpAndComparesLikeAnArray() {
        var list = Self.rows(3, 1, 2)
        let ids = list.ids

        list.remove(id: 1)

        #expect(ids.contains(1) && !ids.contains(4))
        #expect(ids.firstIndex(of: 2) == 2)
        #expect(ids == [3, 1, 2] && [3, 1, 2] == ids && ids != [3, 2])
        #expect(ids.description == "[3, 1, 2]")
        #expect(list.ids == [3, 2], "a view is a snapshot; the list's own ids changed")
        #expect(list.ids != ids)
        #expect(Self.rows(3, 2).ids == list.ids)
    }

    @Test func idsCompareWithALiteralWhereverAnArrayOfIdsDoes() {
        let list: IdentifiedList<Row>? = Self.rows(3, 1, 2)
        let literal: IdentifiedList<Row>.IDs = [3, 1, 2]
        let twice: IdentifiedList<Row>.IDs = [3, 3, 1, 2]

        #expect(list?.ids == [3, 1, 2])
        #expect(list?.ids != [3, 1])
        #expect(list?.ids == literal && literal.firstIndex(of: 2) == 2)
        #expect(list?.ids != twice, "an id written twice is kept, so no list's ids equal it")
        #expect(twice.firstIndex(of: 3) == 0 && twice.count == 4)
    }

    // MARK: Making

    @Test func uniqueElementsInitializersTakeArraysListsAndSlices() {
        let list = Self.rows(1, 2, 3)

        #expect(IdentifiedList(uncheckedUniqueElements: [Row(id: 1), Row(id: 2), Row(id: 3)]) == list)
        #expect(IdentifiedList(uniqueElements: [Row(id: 1), Row(id: 2), Row(id: 3)]) == list)
        #expect(IdentifiedList(uniqueElements: list) == list)
        #expect(IdentifiedList(uniqueElements: list[...]) == list)
        #expect(IdentifiedList(list[1...]) == Self.rows(2, 3))
        #expect(IdentifiedList(list) == list)
    }

    /// A difference: where `IdentifiedArray` traps on a duplicate, the later element replaces the earlier in place.
    @Test func duplicatesGivenAsUniqueReplaceInPlaceInsteadOfTrapping() throws {
        let duplicated = [Row(id: 1, name: "a"), Row(id: 2, name: "b"), Row(id: 1, name: "c")]

        let kept = [Row(id: 1, name: "c"), Row(id: 2, name: "b")]

        #expect(IdentifiedList(uncheckedUniqueElements: duplicated).elements == kept)
        #expect(IdentifiedList(uniqueElements: duplicated).elements == kept)
        let decoded = try JSONDecoder().decode(IdentifiedList<Row>.self, from: JSONEncoder().encode(duplicated))
        #expect(decoded.ids == [1, 2])
    }

    // MARK: Adding and updating

    @Test func appendingContentsAddsNewRowsAndUpdatesPresentOnesInPlace() {
        var list: IdentifiedList = [Row(id: 1), Row(id: 2), Row(id: 3)]

        list.append(contentsOf: [Row(id: 1, name: "one"), Row(id: 4), Row(id: 3, name: "three"), Row(id: 5)])

        #expect(list.ids == [1, 2, 3, 4, 5])
        #expect(list[id: 1]?.name == "one" && list[id: 3]?.name == "three")
    }

    @Test func updateAtAPositionReturnsTheRowItReplaced() {
        var list: IdentifiedList = [Row(id: 1), Row(id: 2, name: "old"), Row(id: 3)]

        #expect(list.update(Row(id: 2, name: "new"), at: 1) == Row(id: 2, name: "old"))
        #expect(list[1] == Row(id: 2, name: "new"))
    }

    /// A difference: a positional write with another id never traps; ids stay unique, the count stays.
    @Test func positionalWritesWithAnotherIDKeepIDsUniqueAndTheCount() {
        var list = Self.rows(1, 2, 3)

        list[0] = Row(id: 3, name: "moved")  // 3 was at 2: the row that was at 0 goes there
        #expect(list.elements == [Row(id: 3, name: "moved"), Row(id: 2), Row(id: 1)])

        list[1] = Row(id: 9)  // a new id: 2 leaves the list
        #expect(list.ids == [3, 9, 1])
        #expect(list[id: 2] == nil && list.index(id: 9) == 1)

        list[2].name = "edited"
        #expect(list[id: 1]?.name == "edited")
    }

    @Test func updateOrAppendReturnsTheRowItReplaced() {
        var list = Self.rows(1, 2, 3)

        #expect(list.updateOrAppend(Row(id: 4)) == nil)
        #expect(list.ids == [1, 2, 3, 4])
        #expect(list.updateOrAppend(Row(id: 2, name: "b")) == Row(id: 2))
        #expect(list.ids == [1, 2, 3, 4] && list[id: 2]?.name == "b")
    }

    @Test func updateOrInsertReturnsTheRowItReplacedAndWhereItIs() {
        var list = Self.rows(1, 2, 3)

        let inserted = list.updateOrInsert(Row(id: 0), at: 0)
        #expect(inserted.originalMember == nil && inserted.index == 0)
        #expect(list.ids == [0, 1, 2, 3])

        let updated = list.updateOrInsert(Row(id: 2, name: "b"), at: 0)
        #expect(updated.originalMember == Row(id: 2) && updated.index == 2)
        #expect(list.ids == [0, 1, 2, 3])
    }

    // MARK: Removing

    @Test func removingAnElementRemovesTheRowWithItsID() {
        var list: IdentifiedList = [Row(id: 1), Row(id: 2, name: "stored"), Row(id: 3)]

        #expect(list.remove(Row(id: 2, name: "other")) == Row(id: 2, name: "stored"))
        #expect(list.ids == [1, 3])
        #expect(list.remove(Row(id: 2)) == nil)
    }

    @Test func removingAtOffsetsRemovesThoseRows() {
        var list = Self.rows(1, 2, 3)
        list.remove(atOffsets: [0, 2])
        #expect(list.ids == [2])

        var longer = Self.rows(1, 2, 3, 4, 5)
        longer.remove(atOffsets: [3, 4])
        #expect(longer.ids == [1, 2, 3])
    }

    @Test func removeFirstRemoveAllWhereAndFilter() {
        var list = Self.rows(1, 2, 3, 4, 5, 6)

        #expect(list.removeFirst() == Row(id: 1))
        list.removeAll { $0.id.isMultiple(of: 3) }
        let even: IdentifiedList<Row> = list.filter { $0.id.isMultiple(of: 2) }

        #expect(list.ids == [2, 4, 5])
        #expect(even.ids == [2, 4])
    }

    // MARK: Reordering

    @Test func partitionPutsTheMatchingRowsLastAndReturnsWhereTheyStart() {
        var list = Self.rows(1, 2)

        let pivot = list.partition { $0.id == 1 }

        #expect(pivot == 1)
        #expect(list.ids == [2, 1])
        for id in list.ids {
            #expect(list[id: id]?.id == id)
        }
    }

    /// Reordering a list gives what reordering an array of the same rows gives, at sizes 0, 1, 4, … 100; a generic
    /// algorithm over `MutableCollection` (which writes elements back by position) too.
    @Test(arguments: (0...10).map { $0 * $0 })
    func reorderingMatchesAnArray(size: Int) {
        var random = SplitMix64(seed: UInt64(size + 1))
        let rows = (0..<size).map { Ranked(id: $0, count: Int.random(in: -1_000...1_000, using: &random)) }

        func expectSameOrder(_ operation: (inout IdentifiedList<Ranked>) -> Void, _ model: (inout [Ranked]) -> Void) {
            var list = IdentifiedList(rows)
            var array = rows
            operation(&list)
            model(&array)
            #expect(list.map(\.id) == array.map(\.id))
            #expect(list.ids == list.map(\.id))
            #expect(list.ids.allSatisfy { list[id: $0]?.id == $0 })
        }
        expectSameOrder({ $0.reverse() }, { $0.reverse() })
        expectSameOrder({ $0.sort() }, { $0.sort() })
        expectSameOrder({ $0.sort(by: >) }, { $0.sort(by: >) })
        expectSameOrder({ Self.sortGenerically(&$0) }, { $0.sort() })
        expectSameOrder({ Self.reverseGenerically(&$0) }, { $0.reverse() })
        expectSameOrder(
            { list in
                var generator = SplitMix64(seed: 7)
                list.shuffle(using: &generator)
            },
            { array in
                var generator = SplitMix64(seed: 7)
                array.shuffle(using: &generator)
            })
    }

    private static func sortGenerically<C: MutableCollection & RandomAccessCollection>(_ collection: inout C)
    where C.Element == Ranked {
        collection.sort()
    }

    private static func reverseGenerically<C: MutableCollection & BidirectionalCollection>(_ collection: inout C) {
        collection.reverse()
    }
}
