import TestSupport
import Testing

@testable import Prex

/// A feature lifetime is its child's, not a scope object's: every scope of the same child (an element's id and
/// insertion, an optional child's presence and id, a slice of one parent child) shares one table of feature tasks,
/// at the same time or one after the other, and the child's going closes it.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ScopeLifetimeTests {
    typealias ArticleScreen = ReaderScreen<Reader.Article, Reader.ArticleAction>
    typealias Article = Flux<Reader.ArticleAction, Reader.Article>

    @Test func aSaveStartedOnARowsDroppedScopeIsCancelledFromTheRowsNextScope() async throws {
        // Given a row's screen that started a save at the feature's lifetime, then scrolled away: it is dropped
        let server = Reader.Server()
        let app = Reader.app()
        var screen: ArticleScreen? = ArticleScreen(flux: try #require(app.scope(element: 1, in: \.feed, action: .row)))
        let save = try #require(screen?.presenter.markRead(on: server, lifetime: .feature))
        screen = nil

        // When the row's next screen, on a new scope of the same row, cancels the save
        let next = ArticleScreen(flux: try #require(app.scope(element: 1, in: \.feed, action: .row)))
        next.presenter.cancelTask(id: ReaderWork.markRead(1), lifetime: .feature)
        server.gate.open()
        await save.value

        // Then the save was cancelled: it never reached the server
        #expect(save.isCancelled)
        #expect(server.read.isEmpty)
    }

    @Test func aSaveStartedOnARowsNextScopeReplacesTheOneItsDroppedScopeStarted() async throws {
        // Given a row's save running on a scope whose screen went
        let server = Reader.Server()
        let app = Reader.app()
        var screen: ArticleScreen? = ArticleScreen(flux: try #require(app.scope(element: 1, in: \.feed, action: .row)))
        let first = try #require(screen?.presenter.markRead(on: server, lifetime: .feature))
        screen = nil

        // When the row's next screen starts the save again, under the same id
        let next = ArticleScreen(flux: try #require(app.scope(element: 1, in: \.feed, action: .row)))
        let second = next.presenter.markRead(on: server, lifetime: .feature)
        server.gate.open()
        await first.value
        await second.value

        // Then the first was replaced (cancelled) and the second ran
        #expect(first.isCancelled)
        #expect(!second.isCancelled)
        #expect(app.store.state.feed[id: 1] == Reader.Article(id: 1, isRead: true, isSending: false))
    }

    @Test func twoLiveScopesOfTheSameDetailShareItsFeatureTasks() async throws {
        let app = Reader.app()
        app.dispatcher.dispatch(.open(1))
        let first = try #require(app.scope(optional: \.detail, action: .detail))
        let second = try #require(app.scope(optional: \.detail, action: .detail))
        let save = Self.waitForCancellation(on: first, id: "save")

        second.cancelTask(id: "save")

        #expect(save.isCancelled)
        await Self.end(save)
    }

    @Test func slicesOfTheSameChildShareItsFeatureTasksWhicheverScopeTheyWereMadeFrom() async throws {
        // Given two scopes of row 1, and a slice made from each; and two slices of the app's page
        let app = Reader.app()
        let row = try #require(app.scope(element: 1, in: \.feed, action: .row))
        let sameRow = try #require(app.scope(element: 1, in: \.feed, action: .row))
        let slice = row.scope(state: \.self, action: .identity)
        let sameSlice = sameRow.scope(state: \.self, action: .identity)
        let page = app.scope(state: \.page, action: .page)
        let samePage = app.scope(state: \.page, action: .page)
        let rowSave = Self.waitForCancellation(on: slice, id: "save")
        let pageSave = Self.waitForCancellation(on: page, id: "save")

        // When the other slices cancel the id
        sameSlice.cancelTask(id: "save")
        samePage.cancelTask(id: "save")

        // Then they reached the tasks the first ones started
        #expect(rowSave.isCancelled)
        #expect(pageSave.isCancelled)
        await Self.end(rowSave)
        await Self.end(pageSave)
    }

    @Test func anElementRemovedAndAddedAgainByALaterActionGetsAFreshTable() async throws {
        // Given row 1's save, on a scope the test keeps
        let app = Reader.app()
        let old = try #require(app.scope(element: 1, in: \.feed, action: .row))
        let oldSave = Self.waitForCancellation(on: old, id: "save")

        // When the row is removed, then added again by another action, and scoped twice
        app.dispatcher.dispatch(.remove(1))
        app.dispatcher.dispatch(.add(1))
        let new = try #require(app.scope(element: 1, in: \.feed, action: .row))
        let sameNew = try #require(app.scope(element: 1, in: \.feed, action: .row))
        let newSave = Self.waitForCancellation(on: new, id: "save")

        // Then the removal cancelled the old save; the old scope reaches nothing of the new row's, and the new row's
        // scopes share their own
        #expect(oldSave.isCancelled)
        old.cancelTask(id: "save")
        #expect(!newSave.isCancelled)
        sameNew.cancelTask(id: "save")
        #expect(newSave.isCancelled)
        await Self.end(oldSave)
        await Self.end(newSave)
    }

    @Test func aDetailReplacedByAnotherArticleGetsAFreshTable() async throws {
        // Given article 1's detail saving
        let app = Reader.app()
        app.dispatcher.dispatch(.open(1))
        let old = try #require(app.scope(optional: \.detail, action: .detail))
        let oldSave = Self.waitForCancellation(on: old, id: "save")

        // When article 2 replaces it (never nil in between), and is scoped twice
        app.dispatcher.dispatch(.open(2))
        let new = try #require(app.scope(optional: \.detail, action: .detail))
        let sameNew = try #require(app.scope(optional: \.detail, action: .detail))
        let newSave = Self.waitForCancellation(on: new, id: "save")

        // Then article 1's save was cancelled, its scope reaches nothing of article 2's, whose scopes share theirs
        #expect(oldSave.isCancelled)
        old.cancelTask(id: "save")
        #expect(!newSave.isCancelled)
        sameNew.cancelTask(id: "save")
        #expect(newSave.isCancelled)
        await Self.end(oldSave)
        await Self.end(newSave)
    }

    @Test func aDetailScopedWhileTheAppHearsOfTheReplacementBelongsToTheNewArticle() async throws {
        // Given a listener, heard before the detail's own scope, that scopes the detail when article 2 opens
        let app = Reader.app()
        let made = Recorder<Article>()
        let listener = app.store.addListener { change in
            if change.new.detail?.id == 2, change.old?.detail?.id != 2 {
                made.append(app.scope(optional: \.detail, action: .detail)!)
            }
        }
        defer { app.store.removeListener(with: listener) }
        app.dispatcher.dispatch(.open(1))
        let old = try #require(app.scope(optional: \.detail, action: .detail))
        let oldSave = Self.waitForCancellation(on: old, id: "save")

        // When article 2 replaces article 1, and the scope made meanwhile starts a save
        app.dispatcher.dispatch(.open(2))
        let new = try #require(made.all.first)
        let newSave = Self.waitForCancellation(on: new, id: "save")

        // Then that scope is article 2's: article 1's going ended none of it
        #expect(oldSave.isCancelled)
        #expect(!new.hasEnded)
        #expect(!newSave.isCancelled)
        await Self.end(oldSave)
        await Self.end(newSave)
    }

    @Test func aChildIsForgottenOnceItsScopesAndTheirTasksAreGone() async throws {
        // Given a row's scope running a task, then dropped
        let app = Reader.app()
        let gate = TaskGate()
        var row = app.scope(element: 1, in: \.feed, action: .row)
        let work = try #require(row?.task(id: "wait") { _ in await gate.wait() })
        row = nil
        #expect(app.store.core.gate.withLock { app.store.lifetime.children.count } == 1)

        // When the task ends
        gate.open()
        await work.value

        // Then the app keeps nothing of the row
        #expect(app.store.core.gate.withLock { app.store.lifetime.children.isEmpty })
    }
}

extension ScopeLifetimeTests {
    /// Starts a task under `id` on `flux` that waits until it is cancelled.
    static func waitForCancellation<Action, State>(on flux: Flux<Action, State>, id: String) -> Task<Void, Never> {
        flux.task(id: id) { _ in
            _ = await TaskProbe.waitForCancellation()
        }
    }

    /// Cancels `task` (if nothing did) and waits for it, so that a failing test still ends.
    static func end(_ task: Task<Void, Never>) async {
        task.cancel()
        await task.value
    }
}
