import Prex
import PrexTesting
import Testing

/// A test states the history an action leaves as any other change: with the history's own methods.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct UndoTestStoreTests {
    @Test func aTestStatesEachStepWithRecordUndoAndRedo() async {
        let store = TestStore(state: NoteEditor(), mutation: .noteEditor())

        // Typing a word: three actions, one step (the step's open key is not part of what is compared)
        await store.send(.binding(.set(\.draft.title, "h"))) {
            $0.draft.title = "h"
            $0.history.record(NoteDraft())
            $0.length = 1
        }
        await store.send(.binding(.set(\.draft.title, "hi"))) {
            $0.draft.title = "hi"
            $0.length = 2
        }
        await store.send(.undo) {
            $0.history.undo(&$0.draft)
            $0.length = 0
        }
        await store.send(.redo) {
            $0.history.redo(&$0.draft)
            $0.length = 2
        }
        await store.finish()
    }
}
