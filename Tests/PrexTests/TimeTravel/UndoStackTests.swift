import Foundation
import Testing

@testable import Prex

/// The steps' storage: shared between a history's versions, bounded exactly, released without deep recursion.
@Suite(.timeLimit(.minutes(5)))
struct UndoStackTests {
    @Test func aStepSharesTheEarlierStepsWithThePreviousVersion() throws {
        // Given a history, and a copy of it as the store's previous state keeps
        var history = UndoHistory<Int>(depth: 100)
        history.record(1)
        history.record(2)
        let previous = history

        // When a step is added to the copy
        history.record(3)

        // Then the new step's node links to the previous version's newest node: nothing was copied
        let added = try #require(history.undoSteps.top)
        #expect(added.value == 3)
        #expect(added.older === previous.undoSteps.top)
        #expect(previous.undoValues == [1, 2])
    }

    @Test func undoAndRedoMoveNodesWithoutCopyingTheRest() throws {
        var history = UndoHistory<Int>(depth: 100)
        var value = 4
        for old in 1...3 {
            history.record(old)
        }
        let before = history

        history.undo(&value)

        // The steps left are the previous version's older nodes, and the redo step links to nothing
        #expect(history.undoSteps.top === before.undoSteps.top?.older)
        let redone = try #require(history.redoSteps.top)
        #expect(redone.value == 4 && redone.older == nil)

        // A redo puts a new node on the same older nodes
        let undone = history
        history.redo(&value)
        #expect(history.undoSteps.top?.older === undone.undoSteps.top)
        #expect(value == 4 && history.undoValues == [1, 2, 3])
    }

    @Test func theBoundStaysExactAcrossTrims() {
        // Given a small depth, so that the dropped nodes are trimmed many times
        var history = UndoHistory<Int>(depth: 3)

        for old in 0..<50 {
            history.record(old)

            // Then the steps are always the newest three, and the chain never holds more than twice the depth
            #expect(history.undoValues == Array(max(0, old - 2)...old))
            #expect(history.undoSteps.length <= 2 * history.depth)
        }

        // And undo reaches exactly the newest three, never a dropped node
        var value = 50
        var undone: [Int] = []
        while history.undo(&value) {
            undone.append(value)
        }
        #expect(undone == [49, 48, 47])
        #expect(!history.canUndo && history.redoValues == [50, 49, 48])
    }

    @Test func versionsStayEqualAndIndependentAcrossTrims() {
        var history = UndoHistory<Int>(depth: 2)
        for old in 0..<3 {
            history.record(old)
        }
        let kept = history

        history.record(3)
        history.record(4)

        #expect(kept.undoValues == [1, 2] && history.undoValues == [3, 4])
        var rebuilt = UndoHistory<Int>(depth: 2)
        rebuilt.record(3)
        rebuilt.record(4)
        #expect(history == rebuilt && history != kept)
    }

    @Test func aLongHistoryIsReleasedOnASmallStack() async {
        // A chain of 100,000 nodes released by a thread with a 512 KiB stack: a recursive release would overflow it.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                var history = UndoHistory<Int>(depth: 100_000)
                for old in 0..<100_000 {
                    history.record(old)
                }
                history.removeAll()
                done.resume()
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
    }
}
