import Prex
import TestSupport
import Testing

/// The history is state: the debug log shows the steps an action added or moved, by path.
struct UndoLogTests {
    @Test func theDebugLogShowsTheStepsAsPathsOfTheState() {
        let entries = Recorder<String>()
        let flux = Flux(state: NoteEditor(), mutation: .noteEditor(), debugLog: .custom { entries.append($0) })

        flux.dispatcher.dispatch(.append("a"))
        flux.dispatcher.dispatch(.undo)

        #expect(
            entries.all == [
                """
                action NoteEditorAction.append("a")
                  - draft.body: ""
                  + draft.body: "a"
                  + history.undoValues[0]: NoteDraft(title: "", body: "")
                  - length: 0
                  + length: 1

                """,
                """
                action NoteEditorAction.undo
                  - draft.body: "a"
                  + draft.body: ""
                  - history.undoValues[0]: NoteDraft(title: "", body: "")
                  + history.redoValues[0]: NoteDraft(title: "", body: "a")
                  - length: 1
                  + length: 0

                """,
            ]
        )
    }
}
