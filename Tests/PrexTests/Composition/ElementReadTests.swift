import TestSupport
import Testing

@testable import Prex

/// A row reads its own element of a collection from a change, or observes it on a store: it hears of that
/// element only, and an element that is gone reads as `nil`, never a trap.
struct ElementReadTests {
    struct Shelf: State {
        var titles = ["a", "b", "c"]
        var notes: IdentifiedList<Note> = [Note(id: 1, title: "one"), Note(id: 2, title: "two")]
    }

    @Test func changedElementAtAnIndexIsNilUnlessThatElementChanged() {
        var new = Shelf()
        new.titles[2] = "C"
        let change = StateChange(new: new, old: Shelf())

        #expect(change.changedElement(at: 0, in: \.titles) == nil)
        #expect(change.changedElement(at: 2, in: \.titles)?.value == "C")
        #expect(change.changedElement(at: 7, in: \.titles) == nil)
        #expect(StateChange(new: new, old: nil).changedElement(at: 0, in: \.titles)?.value == "a")
    }

    @Test func anElementThatIsGoneReadsAsNil() throws {
        var new = Shelf()
        new.titles.removeLast()
        new.notes.remove(id: 2)
        let change = StateChange(new: new, old: Shelf())

        let title = try #require(change.changedElement(at: 2, in: \.titles))
        #expect(title.value == nil)
        let note = try #require(change.changedElement(id: 2, in: \.notes))
        #expect(note.value == nil)
        #expect(change.changedElement(id: 1, in: \.notes) == nil)
    }

    @Test func changedElementWithAnIDFollowsThatElementWhereverItMoved() {
        var new = Shelf()
        new.notes.insert(Note(id: 0, title: "zero"), at: 0)
        new.notes[id: 1]?.pinned = true
        let change = StateChange(new: new, old: Shelf())

        #expect(change.changedElement(id: 1, in: \.notes)?.value == Note(id: 1, title: "one", pinned: true))
        #expect(change.changedElement(id: 2, in: \.notes) == nil)
        #expect(change.changedElement(id: 0, in: \.notes)?.value == Note(id: 0, title: "zero"))
    }

    @Test func observingAnElementCallsOnlyWhenItChanges() {
        let flux = Flux(
            state: NotesAppState(notes: [Note(id: 1, title: "one"), Note(id: 2, title: "two")]),
            mutation: NotesAppMutation.composed)
        let byID = Recorder<Note?>()
        let byIndex = Recorder<Note?>()
        let observations = [
            flux.store.observe(element: 2, in: \.notes, initial: true) { byID.append($0) },
            flux.store.observe(elementAt: 1, in: \.notes) { byIndex.append($0) },
        ]

        flux.dispatcher.dispatch(.note(ElementAction(id: 1, action: .rename("uno"))))
        flux.dispatcher.dispatch(.note(ElementAction(id: 2, action: .togglePinned)))
        flux.dispatcher.dispatch(.list(.filterChanged("x")))
        flux.dispatcher.dispatch(.removeNote(2))

        let pinned = Note(id: 2, title: "two", pinned: true)
        #expect(byID.all == [Note(id: 2, title: "two"), pinned, nil])
        #expect(byIndex.all == [pinned, nil])
        for observation in observations {
            observation.cancel()
        }
    }
}
