import Prex
import TestSupport
import Testing

/// A loaded list's elements by id, on the request state itself: `rows[id: 1]`, not `rows.elements[id: 1]`.
struct RequestStateElementsTests {
    @Test func readingByIDFindsTheLoadedElement() {
        let loaded = InboxNotes(value: [Note(id: 1, title: "A")])

        #expect(loaded[id: 1] == Note(id: 1, title: "A"))
        #expect(loaded[id: 2] == nil)
        #expect(InboxNotes()[id: 1] == nil)
    }

    @Test func writingByIDChangesTheLoadedListAndKeepsThePhase() {
        var notes = InboxNotes(value: [Note(id: 1, title: "A"), Note(id: 2, title: "B")])
        let reload = RequestID(rawValue: 9)
        notes.start(reload)

        notes[id: 1]?.title = "a"
        notes[id: 3] = Note(id: 3, title: "C")
        notes[id: 2] = nil

        #expect(notes.value == [Note(id: 1, title: "a"), Note(id: 3, title: "C")])
        #expect(notes.request == reload)
    }

    @Test func writingBeforeTheFirstLoadChangesNothing() {
        var notes = InboxNotes()

        notes[id: 1] = Note(id: 1, title: "A")
        notes[id: 1]?.title = "B"
        notes[id: 1] = nil

        #expect(notes == InboxNotes())
        #expect(notes.isIdle)
    }

    @Test func aWriteBeforeTheFirstLoadIsLogged() throws {
        let entries = Recorder<String>()
        let inbox = Flux.inbox(debugLog: .custom { entries.append($0) })

        inbox.dispatcher.dispatch(.put(Note(id: 1, title: "A")))

        #expect(inbox.store.state.notes == InboxNotes())
        let entry = try #require(entries.all.last)
        #expect(
            entry.hasSuffix(
                "\n  ignored: Note with id 1 written to RequestState<IdentifiedList<Note>, LoadFailure> (nothing loaded)\n"
            ))
    }

    @Test func aWriteOfALoadedListIsNotLogged() throws {
        let entries = Recorder<String>()
        let inbox = Flux.inbox(debugLog: .custom { entries.append($0) })
        inbox.load([])

        inbox.dispatcher.dispatch(.put(Note(id: 1, title: "A")))

        #expect(inbox.store.state.notes.value == [Note(id: 1, title: "A")])
        let entry = try #require(entries.all.last)
        #expect(!entry.contains("ignored"))
    }
}
