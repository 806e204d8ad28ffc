import Testing

@testable import Prex

/// The keyed collection's invariant check, which the model-based suites run after every step, holds for lists made
/// through the API and reports each kind of broken list.
struct IdentifiedListInvariantTests {
    struct Row: Identifiable, Equatable, Sendable {
        var id: Int
        var value = 0
    }

    @Test(arguments: [0, 1, 32, 33, 256, 257, 2_048, 2_049, 20_000])
    func listsMadeThroughTheAPIHoldTheInvariants(count: Int) {
        var list = IdentifiedList((0..<count).map { Row(id: $0) })
        #expect(list.invariantViolations() == [])
        let kept = list
        list.append(Row(id: count))
        list.remove(id: 0)
        #expect(list.invariantViolations() == [])
        #expect(kept.invariantViolations() == [])
    }

    @Test func aLeafThatIsNotFullBeforeTheLastIsReported() {
        var trie = ElementTrie<Int>(elements: 0..<40)
        trie.root = TrieNode(TrieNode(elements: [0]), TrieNode(elements: ContiguousArray(1..<40)))
        let violations = trie.invariantViolations()
        #expect(violations.contains("leaf 0 of 2 holds 1 elements, not all"))
        #expect(violations.contains("the last leaf holds 39 elements"))
    }

    @Test func aRootBranchWithOneChildIsReported() {
        var trie = ElementTrie<Int>(elements: 0..<33)
        trie.root = TrieNode(TrieNode(elements: ContiguousArray(0..<33)))
        let violations = trie.invariantViolations()
        #expect(violations.contains("the root branch has one child: a level too many for 33 elements"))
        #expect(violations.contains("the last leaf holds 33 elements"))
    }

    @Test func anIDWhosePositionIsWrongIsReported() {
        let list = IdentifiedList((0..<5).map { Row(id: $0) })
        list.index.positions[3] = 1
        #expect(list.invariantViolations() == ["id 3 at 3 has the position Optional(1)"])
    }

    @Test func anElementUnderAnotherIDIsReported() {
        var list = IdentifiedList((0..<5).map { Row(id: $0) })
        list.trie.replace(at: 2, with: Row(id: 9))
        #expect(list.invariantViolations().contains("the element at 2 has the id 9, not 2"))
    }

    @Test func aWriteRecordThatNamesTheWrongPositionIsReported() throws {
        var list = IdentifiedList((0..<100).map { Row(id: $0) })
        let old = list
        list[id: 5]?.value += 1
        try #require(list.trie.writtenFrom === old.trie.root)
        #expect(list.invariantViolations() == [])

        list.trie.root.writtenPosition = 70
        #expect(list.invariantViolations().contains("the earlier version does not share child 0 at shift 5"))
        list.trie.root.writtenPosition = 100
        #expect(list.invariantViolations() == ["the written position 100 is not below the count 100"])
    }
}
