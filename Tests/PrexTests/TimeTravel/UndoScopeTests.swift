import Prex
import Testing

/// Undo in child features: each keeps its own history, which leaves with it.
struct UndoScopeTests {
    @Test func aScopedChildUndoesItsOwnChangesOnly() throws {
        // Given a desk with an open editor and two notes, each edited through its own scope
        let desk = Flux.noteDesk()
        desk.dispatcher.dispatch(.add(id: 1))
        desk.dispatcher.dispatch(.add(id: 2))
        let open = desk.scope(state: \.open, action: .open)
        let first = try #require(desk.scope(element: 1, in: \.notes, action: .note))
        let second = try #require(desk.scope(element: 2, in: \.notes, action: .note))
        open.type("open")
        first.dispatcher.dispatch(.append("one"))
        second.dispatcher.dispatch(.append("two"))

        // When the first note undoes, twice
        first.dispatcher.dispatch(.undo)
        first.dispatcher.dispatch(.undo)

        // Then only its draft went back, and only as far as its own history goes
        #expect(first.store.state.draft.body == "")
        #expect(first.store.state.history.redoCount == 1)
        #expect(second.store.state.draft.body == "two")
        #expect(open.store.state.draft.title == "open")
        #expect(desk.store.state.notes[id: 2]?.history.undoCount == 1)
    }

    @Test func aRemovedChildTakesItsHistoryWithIt() throws {
        // Given a note with a step to undo
        let desk = Flux.noteDesk()
        desk.dispatcher.dispatch(.add(id: 1))
        desk.dispatcher.dispatch(.note(ElementAction(id: 1, action: .append("draft"))))
        #expect(desk.store.state.notes[id: 1]?.history.canUndo == true)

        // When it is removed, a late undo for it arrives, and a note with its id is added again
        desk.dispatcher.dispatch(.remove(id: 1))
        let afterRemoval = desk.store.state
        desk.dispatcher.dispatch(.note(ElementAction(id: 1, action: .undo)))
        #expect(desk.store.state == afterRemoval)
        desk.dispatcher.dispatch(.add(id: 1))

        // Then the new note is a new child: nothing to undo
        let note = try #require(desk.store.state.notes[id: 1])
        #expect(!note.history.canUndo && !note.history.canRedo)
        desk.dispatcher.dispatch(.note(ElementAction(id: 1, action: .undo)))
        #expect(desk.store.state.notes[id: 1] == note)
    }
}
