import Foundation
import TestSupport
import Testing

@testable import Prex

/// Bulk changes to an ``IdentifiedList`` copy its storage once, not once per element, and a difference from the
/// version before still skips what the two share.
struct IdentifiedListBulkTests {
    struct Item: Identifiable, Equatable, Sendable {
        var id: Int
        var value: Int
    }

    @Test(arguments: [10, 1_000, 10_000])
    func updatingEachCopiesEverySharedNodeOnceAndKeepsTheIDsShared(count: Int) {
        let original = IdentifiedList((0..<count).map { Item(id: $0, value: 0) })
        var updated = original

        updated.updateEach { $0.value += 1 }

        #expect(original.allSatisfy { $0.value == 0 }, "the version kept is unchanged")
        #expect(updated.allSatisfy { $0.value == 1 })
        #expect(updated.index === original.index, "no id changed: the structure is still shared")
        #expect(Self.nodes(updated.trie.root).count == Self.nodes(original.trie.root).count)
        #expect(Self.nodes(updated.trie.root).isDisjoint(with: Self.nodes(original.trie.root)))
    }

    @Test func updatingEachWritesInPlaceWhenNothingSharesTheStorage() {
        var list = IdentifiedList((0..<1_000).map { Item(id: $0, value: 0) })
        let nodes = Self.nodes(list.trie.root)

        list.updateEach { $0.value = $0.id }

        #expect(Self.nodes(list.trie.root) == nodes)
        #expect(list.map(\.value) == Array(0..<1_000))
    }

    @Test func updatingEachLendsEachElementItselfNotACopy() {
        final class Box: Sendable {}
        struct Row: Identifiable, Sendable {
            let id: Int
            var box = Box()
        }
        var list = IdentifiedList((0..<100).map { Row(id: $0) })
        var unique = 0

        list.updateEach { row in
            if isKnownUniquelyReferenced(&row.box) { unique += 1 }
        }

        #expect(unique == 100)
    }

    @Test func anIDChangedWhileUpdatingEachIsStoredUnderItsNewID() {
        var list = IdentifiedList((0..<5).map { Item(id: $0, value: $0) })

        list.updateEach { item in
            if item.id == 1 { item.id = 10 }
            if item.id == 3 { item.id = 0 }  // now twice: the later wins, in the place of the first
        }

        #expect(list.ids == [0, 10, 2, 4])
        #expect(list[id: 0]?.value == 3 && list[id: 10]?.value == 1)
    }

    @Test func anUpdateThatThrowsLeavesTheListWhole() {
        struct Stop: Error {}
        var list = IdentifiedList((0..<100).map { Item(id: $0, value: 0) })

        #expect(throws: Stop.self) {
            try list.updateEach { item in
                item.value = 1
                if item.id == 50 { throw Stop() }
            }
        }

        #expect(list.count == 100 && list.ids == Array(0..<100))
        #expect(list.map(\.value) == Array(repeating: 1, count: 51) + Array(repeating: 0, count: 49))
    }

    // MARK: Differences after bulk changes

    @Test func aDifferenceAfterUpdatingEachReportsTheChangedElementsOnly() {
        let old = IdentifiedList((0..<1_000).map { Item(id: $0, value: 0) })
        var new = old
        new.updateEach { if $0.id.isMultiple(of: 100) { $0.value = 1 } }

        var differences: [IdentifiedList<Item>.Difference] = []
        new.forEachDifference(from: old) { differences.append($0) }

        #expect(differences == stride(from: 0, to: 1_000, by: 100).map { .updated($0, Item(id: $0, value: 1)) })
    }

    @Test func aDifferenceAfterAppendingComparesOnlyTheLastLeafOfTheOldVersion() {
        let counter = ComparisonCounter()
        let old = IdentifiedList((0..<10_000).map { Counted(id: $0, counter: counter) })
        var new = old
        new.append(contentsOf: (10_000..<10_050).map { Counted(id: $0, counter: counter) })

        var differences: [IdentifiedList<Counted>.Difference] = []
        new.forEachDifference(from: old) { differences.append($0) }
        let comparisons = counter.count

        #expect(differences == (10_000..<10_050).map { .inserted($0) })
        #expect(comparisons > 0 && comparisons <= 32, "the leaves both versions share are skipped")
    }

    @Test func aNewListOfTheSameIDsIsComparedPositionByPositionWithoutLookingUpIDs() {
        let counter = ComparisonCounter()
        let old = IdentifiedList((0..<1_000).map { Keyed(id: CountedKey(value: $0, counter: counter)) })
        var rows = Array(old)
        rows[500].value = 1
        let new = IdentifiedList(rows)
        counter.hashes = 0

        var differences: [IdentifiedList<Keyed>.Difference] = []
        new.forEachDifference(from: old) { differences.append($0) }
        let hashes = counter.hashes

        #expect(differences == [.updated(rows[500].id, rows[500])])
        #expect(hashes == 0, "no lookup by id")
    }

    @Test func filteringOutNothingKeepsTheStorage() {
        var list = IdentifiedList((0..<100).map { Item(id: $0, value: 0) })
        let root = list.trie.root
        let index = list.index

        list.removeAll { $0.value != 0 }
        let filtered = list.filter { $0.value == 0 }

        #expect(list.trie.root === root && list.index === index)
        #expect(filtered.trie.root === root && filtered.index === index)
    }

    // MARK: Helpers

    /// Every node of a trie, by identity.
    private static func nodes(_ node: TrieNode<Item>) -> Set<ObjectIdentifier> {
        (0..<8).reduce(into: [ObjectIdentifier(node)]) { nodes, index in
            if let child = node.child(index) {
                nodes.formUnion(Self.nodes(child))
            }
        }
    }
}

/// Counts the comparisons of ``Counted`` elements and the hashes of ``CountedKey`` ids.
private final class ComparisonCounter: @unchecked Sendable {
    // `@unchecked Sendable` is sound: one test uses each counter, on one thread.
    var count = 0
    var hashes = 0
}

/// An id that counts how often it is hashed: once per lookup by id.
private struct CountedKey: Hashable, Sendable {
    let value: Int
    let counter: ComparisonCounter

    static func == (lhs: CountedKey, rhs: CountedKey) -> Bool {
        lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        counter.hashes += 1
        hasher.combine(value)
    }
}

private struct Keyed: Identifiable, Equatable, Sendable {
    let id: CountedKey
    var value = 0
}

private struct Counted: Identifiable, Equatable, Sendable {
    let id: Int
    var value = 0
    let counter: ComparisonCounter

    init(id: Int, counter: ComparisonCounter) {
        self.id = id
        self.counter = counter
    }

    static func == (lhs: Counted, rhs: Counted) -> Bool {
        lhs.counter.count += 1
        return lhs.id == rhs.id && lhs.value == rhs.value
    }
}
