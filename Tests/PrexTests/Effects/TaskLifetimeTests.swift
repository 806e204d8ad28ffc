import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// Effects at the three lifetimes (`TaskLifetime`), on a reading list a newcomer wrote: writes that survive
/// navigation, a feature's work that survives its views, and loads whose cancellation always reaches the state.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TaskLifetimeTests {
    typealias ArticleScreen = ReaderScreen<Reader.Article, Reader.ArticleAction>

    @Test func aWriteStartedInADetailThenBackAtOnceCompletesAndTheFeedShowsItAfterARefresh() async throws {
        // Given an article's detail, open on its own screen
        let server = Reader.Server()
        let app = Reader.app()
        app.dispatcher.dispatch(.open(2))
        var detail: ArticleScreen? = ArticleScreen(flux: try #require(app.scope(optional: \.detail, action: .detail)))

        // When it is marked read, and the user goes back at once: the screen, its presenter and the child go
        let write = try #require(detail?.presenter.markRead(on: server, lifetime: .app))
        weak let weakPresenter = detail?.presenter
        detail = nil
        app.dispatcher.dispatch(.back)
        #expect(weakPresenter == nil)
        server.gate.open()
        await write.value

        // Then the write reached the server, and the feed shows it once refreshed
        #expect(!write.isCancelled)
        #expect(server.read == [2])
        app.dispatcher.dispatch(.refreshed(read: server.read))
        #expect(app.store.state.feed[id: 2]?.isRead == true)
        #expect(app.existingTaskTable(for: .app)?.count == 0)
    }

    @Test func aRowsWriteSurvivesTheRowBeingFilteredOutOfView() async throws {
        // Given a row on screen, on its own scope
        let server = Reader.Server()
        let app = Reader.app()
        var row: ArticleScreen? = ArticleScreen(
            flux: try #require(app.scope(element: 3, in: \.feed, action: .row)))

        // When it is marked read, then filtered out of view: its view, presenter and scope go, the article stays
        let write = try #require(row?.presenter.markRead(on: server, lifetime: .feature))
        weak let weakPresenter = row?.presenter
        row = nil
        #expect(weakPresenter == nil)
        server.gate.open()
        await write.value

        // Then the write reached the server, and its answer reached the article in the state
        #expect(!write.isCancelled)
        #expect(server.read == [3])
        #expect(app.store.state.feed[id: 3] == Reader.Article(id: 3, isRead: true, isSending: false))
    }

    @Test func aFeaturesTaskIsCancelledWhenItsChildLeavesTheState() async throws {
        // Given a row's write at the feature's lifetime, its screen gone
        let server = Reader.Server()
        let app = Reader.app()
        var row: ArticleScreen? = ArticleScreen(
            flux: try #require(app.scope(element: 3, in: \.feed, action: .row)))
        let write = try #require(row?.presenter.markRead(on: server, lifetime: .feature))
        row = nil

        // When the article leaves the feed
        app.dispatcher.dispatch(.remove(3))
        server.gate.open()
        await write.value

        // Then the write was cancelled, and nothing of the row is left running or alive
        #expect(write.isCancelled)
        #expect(server.read.isEmpty)
        #expect(app.store.state.feed.ids == [1, 2])
    }

    @Test func aTaskHoldsItsFluxUntilItEndsAndNothingLonger() async throws {
        // Given a feature task on a row's scope that nothing else holds, capturing a tracked object
        let app = Reader.app()
        let gate = TaskGate()
        var tracked: Tracked? = Tracked()
        weak let weakTracked = tracked
        var scope = app.scope(element: 1, in: \.feed, action: .row)
        weak let weakScope = scope
        var started: Task<Void, Never>?
        if let scope, let tracked {
            started = Self.markReadOnceOpen(scope, gate: gate, holding: tracked)
        }
        let work = try #require(started)
        scope = nil
        tracked = nil

        // Then while it runs, it holds its scope (its answer still reaches the row)
        #expect(weakScope != nil)
        gate.open()
        await work.value
        #expect(app.store.state.feed[id: 1]?.isRead == true)

        // And once it ended, what it held is gone, and its table is empty
        #expect(weakScope == nil)
        #expect(weakTracked == nil)
    }

    @Test func aReplacedDetailsLateFailureNeverReachesTheNewDetail() async throws {
        // Given article 1's detail, whose write the server will refuse
        let entries = Recorder<String>()
        let server = Reader.Server()
        server.refuses = true
        let app = Reader.app(debugLog: .custom { entries.append($0) })
        app.dispatcher.dispatch(.open(1))
        var first: ArticleScreen? = ArticleScreen(flux: try #require(app.scope(optional: \.detail, action: .detail)))
        let write = try #require(first?.presenter.markRead(on: server, lifetime: .app))

        // When article 2 replaces it (never nil in between), and the refusal arrives late
        app.dispatcher.dispatch(.open(2))
        first = nil
        server.gate.open()
        await write.value

        // Then the new detail shows nothing of it
        #expect(app.store.state.detail == Reader.Article(id: 2))
        #expect(!write.isCancelled)
    }

    @Test func aSharedLoadWhosePresenterGoesStopsShowingLoadingOnEveryScreen() async throws {
        // Given two screens on the same page's request state, one of them loading it
        let app = Reader.app()
        let gate = TaskGate()
        let other = RecordingView<Reader.PageState>()
        let otherPresenter = Presenter(view: other, flux: app.scope(state: \.page, action: .page))
        var loader: ReaderScreen<Reader.PageState, Reader.PageAction>? = ReaderScreen(
            flux: app.scope(state: \.page, action: .page))
        let load = try #require(loader?.presenter.loadPage(gate: gate))
        #expect(otherPresenter.state.load.isLoading)

        // When the loading screen goes, and its load ends cancelled
        loader = nil
        gate.open()
        await load.value

        // Then its cancellation reached the shared state: the other screen stops showing the load
        #expect(load.isCancelled)
        #expect(!app.store.state.page.load.isLoading)
        #expect(other.states.last?.load.isLoading == false)
    }

    @Test func aLoadWhoseScopeEndedReportsItsCancellationInTheDebugLog() async throws {
        // Given the detail loading its text
        let entries = Recorder<String>()
        let app = Reader.app(debugLog: .custom { entries.append($0) })
        app.dispatcher.dispatch(.open(1))
        let gate = TaskGate()
        var detail: ArticleScreen? = ArticleScreen(
            flux: try #require(app.scope(optional: \.detail, action: .detail)))
        let load = try #require(detail?.presenter.loadText(gate: gate))

        // When the detail closes, its screen with it, and the load ends cancelled
        app.dispatcher.dispatch(.back)
        detail = nil
        gate.open()
        await load.value

        // Then its cancellation went through its scope: it changed nothing, and the debug log reports it
        #expect(load.isCancelled)
        #expect(app.store.state.detail == nil)
        let last = try #require(entries.all.last)
        #expect(last.hasPrefix("action Reader.AppAction.detail.textCancelled("))
    }

    @Test func aLoadReplacedByANewerOneLeavesTheStateToTheNewer() async throws {
        let app = Reader.app()
        let screen = ReaderScreen(flux: app.scope(state: \.page, action: .page))
        let first = TaskGate()
        let older = screen.presenter.loadPage(gate: first)

        let newer = screen.presenter.loadPage(gate: TaskGate.opened())
        await newer.value
        first.open()
        await older.value

        #expect(older.isCancelled)
        #expect(app.store.state.page.load.value == [1, 2, 3])
        #expect(!app.store.state.page.load.isLoading)
    }

    @Test func aLoadAtTheFeaturesLifetimeOutlivesItsPresenter() async throws {
        // Given a page load at the feature's lifetime, its screen gone before the answer
        let app = Reader.app()
        let gate = TaskGate()
        var screen: ReaderScreen<Reader.PageState, Reader.PageAction>? = ReaderScreen(
            flux: app.scope(state: \.page, action: .page))
        let load = try #require(screen?.presenter.loadPage(gate: gate, lifetime: .feature))
        screen = nil

        // When the answer comes
        gate.open()
        await load.value

        // Then it reached the state
        #expect(!load.isCancelled)
        #expect(app.store.state.page.load.value == [1, 2, 3])
    }

    @Test func anAppTaskStartedOnAFluxSurvivesTheScopeItCameFromAndIsCancelledByID() async throws {
        // Given an app task started on the detail's scope, waiting to be cancelled
        let app = Reader.app()
        app.dispatcher.dispatch(.open(1))
        let probe = TaskProbe()
        let detail = try #require(app.scope(optional: \.detail, action: .detail))
        let work = detail.task(id: ReaderWork.markRead(1), lifetime: .app) { _ in
            probe.say("started")
            probe.say("cancelled: \(await TaskProbe.waitForCancellation())")
        }
        #expect(await probe.next() == "started")

        // When the detail closes, the task runs on; cancelling its id at the app's lifetime ends it
        app.dispatcher.dispatch(.back)
        #expect(app.existingTaskTable(for: .app)?.count == 1)
        app.cancelTask(id: ReaderWork.markRead(1), lifetime: .app)
        await work.value
        #expect(await probe.next() == "cancelled: true")
        #expect(app.existingTaskTable(for: .app)?.count == 0)
    }

    @Test func aFeatureTaskUnderTheSameIDOnTheSameScopeReplacesTheOneRunning() async throws {
        let app = Reader.app()
        let probe = TaskProbe()
        let row = try #require(app.scope(element: 1, in: \.feed, action: .row))
        let first = row.task(id: "sync") { _ in
            probe.say("first started")
            probe.say("first cancelled: \(await TaskProbe.waitForCancellation())")
        }
        #expect(await probe.next() == "first started")

        let second = row.task(id: "sync") { _ in }
        await first.value
        await second.value

        #expect(await probe.next() == "first cancelled: true")
        #expect(!second.isCancelled)
    }
}

extension TaskLifetimeTests {
    /// Starts a feature task on `row` that holds `tracked`, and marks the row read once `gate` opens.
    static func markReadOnceOpen(
        _ row: Flux<Reader.ArticleAction, Reader.Article>, gate: TaskGate, holding tracked: Tracked
    ) -> Task<Void, Never> {
        row.task(id: "wait") { dispatch in
            await gate.wait()
            _ = tracked
            dispatch(.markRead)
        }
    }
}

/// An object whose release a test watches through a weak reference.
final class Tracked: Sendable {}

extension TaskGate {
    /// A gate that is open already.
    static func opened() -> TaskGate {
        let gate = TaskGate()
        gate.open()
        return gate
    }
}
