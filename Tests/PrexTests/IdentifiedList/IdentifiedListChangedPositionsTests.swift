import PrexDump
import TestSupport
import Testing

@testable import Prex

/// A list's differences, as the debug log and a timeline write them, are read at the positions its shared storage
/// says changed, and are the lines the same change to an array gives.
struct IdentifiedListChangedPositionsTests {
    struct Row: Identifiable, Equatable, Sendable {
        let id: Int
        var count: Int
        var name: String
    }

    struct Screen: Equatable {
        var title = "rows"
        var rows: IdentifiedList<Row>
    }

    struct ArrayScreen: Equatable {
        var title = "rows"
        var rows: [Row]
    }

    static let seeds: [UInt64] = [SplitMix64.seed(default: 0x726F_7773), 1, 2, 3, 4, 5]

    static func rows(_ count: Int) -> [Row] {
        (0..<count).map { Row(id: $0 * 7, count: $0, name: "row \($0)") }
    }

    @Test(arguments: seeds)
    func writesInPlaceAreFoundAtTheirPositionsAndWrittenAsAnArraysAre(seed: UInt64) {
        // Given a list of 300 rows, and some of them written in place, by id or by position
        var generator = SplitMix64(seed: seed)
        let old = IdentifiedList(uniqueElements: Self.rows(300))
        var new = old
        var written = Set<Int>()
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            let position = Int.random(in: 0..<300, using: &generator)
            if Bool.random(using: &generator) {
                new[id: position * 7]?.count += 1
            } else {
                new[position].name += "!"
            }
            written.insert(position)
        }

        // When the two versions are compared
        let positions = new.positionsChanged(since: old)

        // Then exactly the written positions are found, and the lines are the array's, inside a state too
        #expect(positions == written.sorted())
        #expect(ValueDiff.lines(from: old, to: new) == ValueDiff.lines(from: Array(old), to: Array(new)))
        #expect(ValueDiff.lines(from: old, to: new).count == 2 * written.count)
        #expect(
            ValueDiff.lines(from: Screen(rows: old), to: Screen(rows: new))
                == ValueDiff.lines(from: ArrayScreen(rows: Array(old)), to: ArrayScreen(rows: Array(new))))
    }

    @Test func aListWhoseIDsChangedIsReadWholeAndWrittenAsAnArrayIs() {
        // Given a list, and a version with a row removed and one inserted
        let old = IdentifiedList(uniqueElements: Self.rows(40))
        var new = old
        new.remove(id: 7 * 3)
        new.insert(Row(id: 1, count: 0, name: "new"), at: 10)

        // Then its positions are not found from the storage, and the lines are still the array's
        #expect(new.positionsChanged(since: old) == nil)
        #expect(ValueDiff.lines(from: old, to: new) == ValueDiff.lines(from: Array(old), to: Array(new)))
        #expect(!ValueDiff.lines(from: old, to: new).isEmpty)
    }

    @Test func aValueOfAnotherTypeHasNoPositions() {
        let list = IdentifiedList(uniqueElements: Self.rows(3))

        #expect(list.positionsChanged(since: Array(list)) == nil)
        #expect(list.positionsChanged(since: list) == [])
    }
}
