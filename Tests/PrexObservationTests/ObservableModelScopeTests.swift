import Prex
import PrexObservation
import TestSupport
import Testing

/// An `ObservableModel` on a scoped Flux: a SwiftUI screen of one feature of an app.
@MainActor
struct ObservableModelScopeTests {
    @Test func aModelOnAnElementsScopeReadsTheElementAndIsInvalidatedOnlyByItsChanges() throws {
        let notes: IdentifiedList<Note> = [Note(id: 1, title: "one"), Note(id: 2, title: "two")]
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(NotesAppState(notes: notes))
        let model = ObservableModel(flux: try #require(app.scope(element: 2, in: \.notes, action: .note)))
        let invalidations = Invalidations()
        #expect(invalidations.track { model.title } == "two")

        // Another note, and another feature, change: nothing this screen read
        app.dispatcher.dispatch(.note(ElementAction(id: 1, action: .rename("uno"))))
        app.dispatcher.dispatch(.list(.filterChanged("x")))
        #expect(invalidations.count == 0)

        // Its own note changes, through the model's presenter
        model.presenter.dispatch(.rename("deux"))
        #expect(invalidations.count == 1)
        #expect(invalidations.track { model.title } == "deux")
        #expect(app.store.state.notes[id: 2]?.title == "deux")
    }
}
