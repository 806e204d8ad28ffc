import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// A presenter written as an extension reaches its feature's dependencies through its Flux; a test substitutes
/// them; a scope inherits them from its parent and may change them for its child.
@MainActor
struct DependenciesTests {
    /// A source of note titles: the dependency an extension of the presenter uses.
    struct TitleSource: Sendable {
        var next: @Sendable () -> String
    }

    enum TitleSourceKey: DependencyKey {
        static var defaultValue: TitleSource { TitleSource { "untitled" } }
    }

    @Test func aKeyNobodySetReadsItsDefaultAndASetOneReadsWhatWasSet() {
        var dependencies = Dependencies()
        #expect(dependencies.titles.next() == "untitled")

        dependencies.titles = TitleSource { "set" }
        let copy = dependencies.with { $0.titles = TitleSource { "changed" } }

        #expect(dependencies.titles.next() == "set")
        #expect(copy.titles.next() == "changed")
    }

    enum GreetingKey: DependencyKey {
        static var defaultValue: String? { "hello" }
    }

    @Test func anOptionalKeyNobodySetReadsItsDefaultAndOneSetToNilReadsNil() {
        var dependencies = Dependencies()
        #expect(dependencies[GreetingKey.self] == "hello")

        dependencies[GreetingKey.self] = nil
        #expect(dependencies[GreetingKey.self] == nil)

        dependencies[GreetingKey.self] = "hi"
        #expect(dependencies[GreetingKey.self] == "hi")
    }

    @Test func anExtensionOfThePresenterUsesTheDependencyATestSubstituted() {
        let flux = Flux(
            state: NoteListState(), mutation: NoteListMutation(),
            dependencies: Dependencies { $0.titles = TitleSource { "from the test" } })
        let view = RecordingView<NoteListState>()
        let presenter = Presenter(view: view, flux: flux)

        presenter.addNextTitle()

        #expect(view.states.last?.titles == ["from the test"])
    }

    @Test func aScopeInheritsItsParentsDependenciesAndMayChangeThemForItsChild() throws {
        let app = Flux(
            state: NotesAppState(notes: [Note(id: 1, title: "one")]), mutation: NotesAppMutation.composed,
            dependencies: Dependencies { $0.titles = TitleSource { "app" } })

        let list = app.scope(state: \.list, action: .list)
        let note = try #require(
            app.scope(element: 1, in: \.notes, action: .note) { $0.titles = TitleSource { "note" } })

        #expect(list.dependencies.titles.next() == "app")
        #expect(note.dependencies.titles.next() == "note")
        #expect(app.dependencies.titles.next() == "app")
    }

    @Test func aSubclassReadsItsOwnFlux() {
        let app = Flux<NotesAppAction, NotesAppState>.notesApp()
        let presenter = NotesAppPresenter(view: RecordingView<NotesAppState>(), flux: app)

        presenter.filter("x")

        #expect(app.store.state.list.filter == "x")
    }
}

extension Dependencies {
    fileprivate var titles: DependenciesTests.TitleSource {
        get { self[DependenciesTests.TitleSourceKey.self] }
        set { self[DependenciesTests.TitleSourceKey.self] = newValue }
    }
}

extension Presenter where Action == NoteListAction, State == NoteListState {
    /// Adds a note titled by the Flux's title source.
    fileprivate func addNextTitle() {
        dispatch(.add(dependencies.titles.next()))
    }
}

/// A subclass that scopes a child's Flux from its own.
private final class NotesAppPresenter: Presenter<NotesAppAction, NotesAppState> {
    func filter(_ text: String) {
        flux.scope(state: \.list, action: .list).dispatcher.dispatch(.filterChanged(text))
    }
}
