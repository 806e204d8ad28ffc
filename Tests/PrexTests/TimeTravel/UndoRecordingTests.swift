import Foundation
import Prex
import TestSupport
import Testing

/// Undo and redo are the feature's own actions: recorded, and replayed to the same state and history.
@Suite(.timeLimit(.minutes(5)))
struct UndoRecordingTests {
    @Test func aRecordedSessionWithUndoAndRedoReplaysToTheSameState() throws {
        try withTemporaryFile { url in
            // Given a session of typing, undo and redo, recorded
            let writer = try ActionLogWriter<NoteEditorAction>(creatingFileAt: url)
            let original = Flux(state: NoteEditor(), mutation: .noteEditor(), middleware: [writer.middleware])
            original.type("hello world")
            original.dispatcher.dispatch(.undo)
            original.dispatcher.dispatch(.append("!"))
            original.dispatcher.dispatch(.undo)
            original.dispatcher.dispatch(.redo)
            original.type(" again")
            original.dispatcher.dispatch(.undo)
            writer.close()

            // When it is replayed onto the initial state
            let replayed = Flux.noteEditor()
            let count = try replayed.replay(from: url)

            // Then the draft and its history are the recorded ones
            #expect(writer.failure == nil)
            #expect(count == 11 + 4 + 6 + 1)
            #expect(replayed.store.state == original.store.state)
            #expect(replayed.store.state.draft == NoteDraft(title: "hello", body: "!"))
            #expect(replayed.store.state.history.undoValues == [NoteDraft(), NoteDraft(title: "hello")])
            #expect(replayed.store.state.history.redoValues == [NoteDraft(title: "hello again", body: "!")])
        }
    }

    @Test func undoAndRedoAreWrittenAsTheFeaturesActions() throws {
        try withTemporaryFile { url in
            let writer = try ActionLogWriter<NoteEditorAction>(creatingFileAt: url)

            writer.append(.undo)
            writer.append(.redo)
            writer.close()

            #expect(try ActionLog.actions(NoteEditorAction.self, from: url) == [.undo, .redo])
        }
    }
}
