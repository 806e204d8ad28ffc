import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// What keeps a scope alive: a scope made as a temporary still calls the listener added to it, an ended scope
/// leaves nothing behind, and a scope's dispatcher works without its store.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ScopeOwnershipTests {
    @Test func aListenerOnAScopeMadeAsATemporaryIsCalledUntilItIsRemoved() {
        // Given a listener added to a scope nobody keeps
        let app = Flux<NotesAppAction, NotesAppState>.notesApp()
        let titles = Recorder<[String]>()
        weak var weakStore: Store<NoteListState>?
        let subscription = {
            let store = app.scope(state: \.list, action: .list).store
            weakStore = store
            return store.addListener { titles.append($0.new.titles) }
        }()

        // When the list changes
        app.dispatcher.dispatch(.list(.add("A")))

        // Then the listener heard it
        #expect(titles.all == [["A"]])

        // When the listener is removed, the scope goes, and leaves nothing on the app's store
        weakStore?.removeListener(with: subscription)
        #expect(weakStore == nil)
        #expect(app.store.listenerCount == 0)
    }

    @Test func anObservationOfATemporaryOptionalScopeRunsUntilTheChildGoesThenLetsEverythingGo() {
        // Given an observation of an editor scope nobody keeps
        let app = Flux<NotesAppAction, NotesAppState>.notesApp()
        app.dispatcher.dispatch(.open("A"))
        let texts = Recorder<String>()
        weak var weakStore: Store<EditorState>?
        let observation = {
            let store = app.scope(optional: \.editor, action: .editor)?.store
            weakStore = store
            return store?.observe(\.text) { texts.append($0) }
        }()

        // When the text changes, the editor closes, and another opens
        app.dispatcher.dispatch(.editor(.textChanged("a")))
        app.dispatcher.dispatch(.close)
        app.dispatcher.dispatch(.open("B"))
        app.dispatcher.dispatch(.editor(.textChanged("b")))

        // Then the observation heard A's change only, and the ended scope went although the observation is kept
        #expect(texts.all == ["a"])
        #expect(weakStore == nil)
        #expect(app.store.listenerCount == 0)
        withExtendedLifetime(observation) {}
    }

    @Test func anEndedScopeAndEverythingMadeFromItGoWhenReleased() throws {
        // Given a detail scope, a scope of its panel and of a topic, with presenters and views
        let app = Flux<ReadingAction, ReadingState>.readingApp()
        app.dispatcher.dispatch(.open(1))
        weak var weakDetail: Flux<ArticleAction, Article>?
        weak var weakTopic: Flux<TopicAction, Topic>?
        weak var weakPresenter: Presenter<TopicAction, Topic>?
        var views: [AnyObject] = []
        var presenters: [AnyObject] = []
        do {
            let detail = try #require(app.scope(optional: \.detail, action: .detail))
            let topic = try #require(detail.scope(element: 2, in: \.topics, action: .topic))
            let view = RecordingView<Topic>()
            let presenter = Presenter(view: view, flux: topic)
            (weakDetail, weakTopic, weakPresenter) = (detail, topic, presenter)
            views.append(view)
            presenters.append(presenter)
            presenters.append(Presenter(view: RecordingView<Article>(), flux: detail))
        }

        // When the detail closes, and the screens go
        app.dispatcher.dispatch(.close)
        presenters = []
        views = []

        // Then nothing is left
        #expect(weakPresenter == nil)
        #expect(weakTopic == nil)
        #expect(weakDetail == nil)
        #expect(app.store.listenerCount == 0)
    }

    @Test func aScopesDispatcherKeptWithoutItsStoreStillFollowsItsChild() throws {
        // Given only the dispatcher of editor A's scope
        let app = Flux<NotesAppAction, NotesAppState>.notesApp()
        app.dispatcher.dispatch(.open("A"))
        let dispatcher = try #require(app.scope(optional: \.editor, action: .editor)?.dispatcher)

        // When it dispatches, then A closes, B opens, and it dispatches again
        dispatcher.dispatch(.textChanged("A's"))
        app.dispatcher.dispatch(.close)
        app.dispatcher.dispatch(.open("B"))
        dispatcher.dispatch(.textChanged("late"))

        // Then only the first action reached an editor, A's
        #expect(app.store.state.editor == EditorState(title: "B"))
        #expect(app.store.state.seen == 4)
    }
}
