import Prex
import Testing

/// The history on its own: steps kept, undone, redone, bounded and forgotten.
struct UndoHistoryTests {
    @Test func aRecordedStepIsUndoneThenRedone() {
        // Given a value changed from 1 to 2, with 1 recorded
        var history = UndoHistory<Int>(depth: 10)
        var value = 2
        history.record(1)
        #expect(history.canUndo && !history.canRedo)

        // When undone, then redone
        let undone = history.undo(&value)
        #expect(undone && value == 1)
        #expect(history.undoCount == 0 && history.redoCount == 1 && history.redoValues == [2])
        let redone = history.redo(&value)
        #expect(redone)

        // Then the value is back, and the step can be undone again
        #expect(value == 2)
        #expect(history.undoValues == [1] && history.redoValues.isEmpty)
    }

    @Test func theOldestStepFallsOffAtTheDepth() {
        var history = UndoHistory<Int>(depth: 3)

        for old in 0..<5 {
            history.record(old)
        }

        #expect(history.undoValues == [2, 3, 4])
        #expect(history.undoCount == history.depth)
    }

    @Test func aNewStepForgetsTheStepsToRedo() {
        var history = UndoHistory<Int>(depth: 10)
        var value = 2
        history.record(0)
        history.record(1)
        history.undo(&value)
        history.undo(&value)
        #expect(history.redoCount == 2)

        history.record(value)

        #expect(!history.canRedo)
        #expect(history.undoValues == [0])
    }

    @Test func undoAndRedoWithNothingToDoChangeNothing() {
        var history = UndoHistory<String>(depth: 2)
        var value = "a"

        let undone = history.undo(&value)
        let redone = history.redo(&value)

        #expect(!undone && !redone)
        #expect(value == "a")
        #expect(history == UndoHistory(depth: 2))
    }

    @Test func depthZeroKeepsNothing() {
        var history = UndoHistory<Int>(depth: 0)

        history.record(1)

        #expect(!history.canUndo)
    }

    @Test func removeAllForgetsEveryStep() {
        var history = UndoHistory<Int>(depth: 4)
        var value = 3
        history.record(1)
        history.record(2)
        history.undo(&value)

        history.removeAll()

        #expect(history == UndoHistory(depth: 4))
        #expect(value == 2)
    }

    @Test func equalHistoriesHaveTheSameDepthAndSteps() {
        var a = UndoHistory<Int>(depth: 2)
        var b = UndoHistory<Int>(depth: 2)
        a.record(1)
        #expect(a != b)
        b.record(1)
        #expect(a == b)
        #expect(UndoHistory<Int>(depth: 2) != UndoHistory<Int>(depth: 3))
    }

    @Test func aStepSharesTheStorageOfTheValueItKeeps() {
        // Each step keeps one value; a copy-on-write value is not copied to be kept.
        let text = [Int](0..<1000)
        var history = UndoHistory<[Int]>(depth: 2)

        history.record(text)

        let kept = history.undoValues[0]
        #expect(kept.withUnsafeBufferPointer { $0.baseAddress } == text.withUnsafeBufferPointer { $0.baseAddress })
    }
}
