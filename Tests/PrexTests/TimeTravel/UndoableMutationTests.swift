import Prex
import Testing

/// A feature's mutation with undo of its draft: what an action records, and what undo and redo do.
struct UndoableMutationTests {
    @Test func anActionThatChangesTheValueIsAStepUndoAndRedoSwap() {
        // Given an editor whose body an action changed twice
        let flux = Flux.noteEditor()
        flux.dispatcher.dispatch(.append("a"))
        flux.dispatcher.dispatch(.append("b"))
        #expect(flux.store.state.history.undoValues == [NoteDraft(), NoteDraft(body: "a")])

        // When undone twice, then redone once
        flux.dispatcher.dispatch(.undo)
        #expect(flux.store.state.draft.body == "a")
        flux.dispatcher.dispatch(.undo)
        #expect(flux.store.state.draft.body == "")
        flux.dispatcher.dispatch(.redo)

        // Then the draft is as after the first action, and each step can go either way
        #expect(flux.store.state.draft.body == "a")
        #expect(flux.store.state.history.undoCount == 1)
        #expect(flux.store.state.history.redoValues == [NoteDraft(body: "ab")])
    }

    @Test func theFeatureMutationSeesTheRestoredValueAndWhatIsNotTrackedStays() {
        let flux = Flux.noteEditor()
        flux.dispatcher.dispatch(.append("abc"))
        flux.dispatcher.dispatch(.save)

        flux.dispatcher.dispatch(.undo)

        #expect(flux.store.state.length == 0)
        #expect(flux.store.state.saves == 1)
    }

    @Test func anActionThatChangesNothingTrackedRecordsNothing() {
        // Given an empty editor
        let flux = Flux.noteEditor()

        // When actions change only what is not tracked, or set the draft to what it is
        flux.dispatcher.dispatch(.save)
        flux.dispatcher.dispatch(.clear)
        flux.dispatcher.dispatch(.append(""))

        // Then there is nothing to undo
        #expect(!flux.store.state.history.canUndo)
        #expect(flux.store.state.saves == 1)
    }

    @Test func undoAndRedoWithNothingToDoChangeNothing() {
        let flux = Flux.noteEditor()
        flux.dispatcher.dispatch(.append("a"))
        let before = flux.store.state

        flux.dispatcher.dispatch(.redo)
        #expect(flux.store.state == before)

        flux.dispatcher.dispatch(.undo)
        flux.dispatcher.dispatch(.undo)
        #expect(flux.store.state.draft.body == "")
        #expect(flux.store.state.history.redoCount == 1)
    }

    @Test func aChangeAfterUndoForgetsTheStepsToRedo() {
        let flux = Flux.noteEditor()
        flux.dispatcher.dispatch(.append("a"))
        flux.dispatcher.dispatch(.undo)

        flux.dispatcher.dispatch(.append("b"))
        flux.dispatcher.dispatch(.redo)

        #expect(flux.store.state.draft.body == "b")
        #expect(flux.store.state.history.undoValues == [NoteDraft()])
    }

    @Test func undoGoesBackAtMostTheDepth() {
        // Given an editor that keeps 3 steps, after 5
        let flux = Flux.noteEditor()
        for letter in ["a", "b", "c", "d", "e"] {
            flux.dispatcher.dispatch(.append(letter))
        }

        // When undone more times than it keeps
        for _ in 0..<5 {
            flux.dispatcher.dispatch(.undo)
        }

        // Then the oldest steps are gone
        #expect(flux.store.state.draft.body == "ab")
        #expect(flux.store.state.history.redoCount == 3)
    }

    @Test func theUndoAndRedoActionsReachTheFeatureMutationAsAnyAction() {
        var state = NoteEditor()
        state.draft.body = "abc"
        state.history.record(NoteDraft())

        UndoableMutation.noteEditor().mutate(action: .undo, state: &state)

        #expect(state.draft.body == "")
        #expect(state.length == 0)
        #expect(state.history.redoValues == [NoteDraft(body: "abc")])
    }
}
