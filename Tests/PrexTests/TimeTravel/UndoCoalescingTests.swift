import Prex
import Testing

/// Changes joined into one step: typing a word is undone at once.
struct UndoCoalescingTests {
    @Test func typingAWordIsOneStep() {
        // Given an editor whose title field sends a binding per character
        let flux = Flux.noteEditor()

        // When two words are typed
        flux.type("hello world")

        // Then each word, with the space before it, is one step
        #expect(flux.store.state.history.undoValues == [NoteDraft(), NoteDraft(title: "hello")])
        flux.dispatcher.dispatch(.undo)
        #expect(flux.store.state.draft.title == "hello")
        flux.dispatcher.dispatch(.undo)
        #expect(flux.store.state.draft.title == "")
        flux.dispatcher.dispatch(.redo)
        #expect(flux.store.state.draft.title == "hello")
    }

    @Test func deletingAWordLetterByLetterIsOneStep() {
        let flux = Flux.noteEditor()
        flux.type("hello world")
        flux.dispatcher.dispatch(.undo)
        flux.dispatcher.dispatch(.redo)

        for length in (6..<11).reversed() {
            flux.dispatcher.dispatch(.binding(.set(\.draft.title, String("hello world".prefix(length)))))
        }

        #expect(flux.store.state.draft.title == "hello ")
        #expect(flux.store.state.history.undoCount == 3)
        flux.dispatcher.dispatch(.undo)
        #expect(flux.store.state.draft.title == "hello world")
    }

    @Test func withoutCoalescingEachCharacterIsAStep() {
        let flux = Flux.noteEditor(coalescing: .never)

        flux.type("hi")

        #expect(flux.store.state.history.undoValues == [NoteDraft(), NoteDraft(title: "h")])
    }

    @Test func anotherFieldStartsAStep() {
        let flux = Flux.noteEditor()

        flux.type("ab")
        flux.type("cd", into: \.draft.body)
        flux.type("e")

        #expect(flux.store.state.history.undoCount == 3)
        flux.dispatcher.dispatch(.undo)
        #expect(flux.store.state.draft == NoteDraft(title: "ab", body: "cd"))
    }

    @Test func anotherActionThatChangesTheValueStartsAStepAndOneThatChangesNothingDoesNot() {
        let flux = Flux.noteEditor()

        flux.type("ab")
        flux.dispatcher.dispatch(.save)  // changes nothing tracked: the word goes on
        flux.type("c")
        flux.dispatcher.dispatch(.append("!"))  // a step of its own
        flux.type("d")

        #expect(
            flux.store.state.history.undoValues == [
                NoteDraft(), NoteDraft(title: "abc"), NoteDraft(title: "abc", body: "!"),
            ])
    }

    @Test func typingAfterUndoStartsAStep() {
        let flux = Flux.noteEditor()
        flux.type("ab")
        flux.dispatcher.dispatch(.undo)
        flux.dispatcher.dispatch(.redo)

        flux.type("c")

        #expect(flux.store.state.history.undoValues == [NoteDraft(), NoteDraft(title: "ab")])
    }

    @Test func typingBackToWhereTheStepBeganLeavesNoStep() {
        // Given a word typed
        let flux = Flux.noteEditor()
        flux.type("ab")

        // When the word is deleted letter by letter
        flux.dispatcher.dispatch(.binding(.set(\.draft.title, "a")))
        flux.dispatcher.dispatch(.binding(.set(\.draft.title, "")))

        // Then there is nothing to undo: the step changed nothing
        #expect(!flux.store.state.history.canUndo)
        flux.type("x")
        #expect(flux.store.state.history.undoValues == [NoteDraft()])
    }

    @Test func aKeyOfTheFeaturesOwnJoinsItsActions() {
        // Given appends coalesced by key, every other change a step of its own
        let coalescing = UndoCoalescing<NoteEditorAction>.byKey { action in
            if case .append = action { "append" } else { nil }
        }
        let flux = Flux.noteEditor(coalescing: coalescing)

        // When
        flux.dispatcher.dispatch(.append("a"))
        flux.dispatcher.dispatch(.append("b"))
        flux.type("t")
        flux.type("u")

        // Then
        #expect(
            flux.store.state.history.undoValues == [
                NoteDraft(), NoteDraft(body: "ab"), NoteDraft(title: "t", body: "ab"),
            ])
    }
}
