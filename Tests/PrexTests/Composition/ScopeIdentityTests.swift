import Foundation
import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// A scope belongs to the child it was made for: when that child goes, is replaced or comes back as a new child,
/// the scope ends (its views hear nothing more, its actions change nothing and are logged, its presenters' tasks
/// are cancelled), and so does every scope made from it.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ScopeIdentityTests {
    /// The debug log entry of an action dropped because the scope it was dispatched through ended.
    static func dropped(_ action: String, _ child: String) -> String {
        "action \(action)\n  (no change)\n  ignored: scope ended (\(child))\n"
    }

    @Test func aLateActionThroughAClosedAndReopenedOptionalScopeChangesNothingAndIsLogged() throws {
        // Given an editor scope of note A, with a screen on it
        let entries = Recorder<String>()
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(debugLog: .custom { entries.append($0) })
        app.dispatcher.dispatch(.open("A"))
        let old = try #require(app.scope(optional: \.editor, action: .editor))
        let view = RecordingView<EditorState>()
        let presenter = Presenter(view: view, flux: old)

        // When the editor closes, another note opens, and late actions come through A's scope
        app.dispatcher.dispatch(.close)
        app.dispatcher.dispatch(.open("B"))
        old.dispatcher.dispatch(.textChanged("stale"))
        presenter.dispatch(.save)

        // Then B's editor is untouched, A's screen heard nothing, and each late action was logged
        #expect(app.store.state.editor == EditorState(title: "B"))
        #expect(app.store.state.seen == 3)
        #expect(view.changes.isEmpty)
        let editor = "EditorState at \\NotesAppState.editor"
        #expect(
            Array(entries.all.suffix(2)) == [
                Self.dropped("NotesAppAction.editor.textChanged(\"stale\")", editor),
                Self.dropped("NotesAppAction.editor.save", editor),
            ])
    }

    @Test func aLateActionOfAnElementUnstarredAndStarredAgainChangesNothing() throws {
        // Given a row's scope on starred article 7
        let entries = Recorder<String>()
        let app = Flux<ReadingAction, ReadingState>.readingApp(debugLog: .custom { entries.append($0) })
        app.dispatcher.dispatch(.star(7))
        let old = try #require(app.scope(element: 7, in: \.starred, action: .row))
        let view = RecordingView<StarredRow>()
        let presenter = Presenter(view: view, flux: old)

        // When it is unstarred, starred again (the same id, a new row), and the old row marks it read
        app.dispatcher.dispatch(.unstar(7))
        app.dispatcher.dispatch(.star(7))
        presenter.dispatch(.markRead)

        // Then the new row is not read, the old row heard nothing, and the late action was logged
        #expect(app.store.state.starred[id: 7] == StarredRow(id: 7))
        #expect(view.changes.isEmpty)
        #expect(
            entries.all.last
                == Self.dropped("ReadingAction.row[7].markRead", "StarredRow with id 7 in \\ReadingState.starred"))
        // And a scope of the new row reaches it
        app.scope(element: 7, in: \.starred, action: .row)?.dispatcher.dispatch(.markRead)
        #expect(app.store.state.starred[id: 7] == StarredRow(id: 7, read: true))
    }

    @Test func replacingAnIdentifiableOptionalChildEndsTheOldChildsScope() async throws {
        // Given article 1's detail screen, with a write in flight in its presenter's task
        let app = Flux<ReadingAction, ReadingState>.readingApp()
        app.dispatcher.dispatch(.open(1))
        let detailOf1 = try #require(app.scope(optional: \.detail, action: .detail))
        let view = RecordingView<Article>()
        let presenter = Presenter(view: view, flux: detailOf1)
        let probe = TaskProbe()
        let write = presenter.task(id: "write") { _ in
            probe.say("started")
            probe.say("cancelled: \(await TaskProbe.waitForCancellation())")
        }
        #expect(await probe.next() == "started")

        // When article 2 opens in its place, with no nil in between, and article 1's screen dispatches late
        app.dispatcher.dispatch(.open(2))
        presenter.dispatch(.textChanged("failed to mark 1 read"))

        // Then article 2's detail is untouched, article 1's screen never showed article 2, and its task ended
        #expect(app.store.state.detail == Article(id: 2))
        #expect(view.changes.isEmpty)
        try #require(write.isCancelled)
        await write.value
        #expect(await probe.next() == "cancelled: true")
        // And a change of article 2 (not of its id) keeps article 2's own scope
        let detailOf2 = try #require(app.scope(optional: \.detail, action: .detail))
        detailOf2.dispatcher.dispatch(.textChanged("two"))
        #expect(detailOf2.store.state == Article(id: 2, text: "two"))
    }

    @Test func theSameIDComingBackIsANewChild() throws {
        // Given article 1's detail scope
        let app = Flux<ReadingAction, ReadingState>.readingApp()
        app.dispatcher.dispatch(.open(1))
        let old = try #require(app.scope(optional: \.detail, action: .detail))

        // When it closes, article 1 opens again, and the old scope dispatches
        app.dispatcher.dispatch(.close)
        app.dispatcher.dispatch(.open(1))
        old.dispatcher.dispatch(.textChanged("stale"))

        // Then the article that came back is untouched, and the old scope does not show it
        #expect(app.store.state.detail == Article(id: 1))
        #expect(old.store.state == Article(id: 1))
        app.dispatcher.dispatch(.detail(.textChanged("new")))
        #expect(old.store.state == Article(id: 1))
    }

    @Test func aGrandchildPresentersTaskIsCancelledWhenTheChildGoes() async throws {
        // Given presenters on scopes made from the detail's Flux: its field (a slice), its panel (an optional) and a
        // topic (an element), each with a task waiting
        let app = Flux<ReadingAction, ReadingState>.readingApp()
        app.dispatcher.dispatch(.open(1))
        let detail = try #require(app.scope(optional: \.detail, action: .detail))
        detail.dispatcher.dispatch(.openPanel)
        let field = detail.scope(state: \.field, action: .field)
        let panel = try #require(detail.scope(optional: \.panel, action: .panel))
        let topic = try #require(detail.scope(element: 1, in: \.topics, action: .topic))
        let probe = TaskProbe()
        let fieldPresenter = Presenter(view: RecordingView<Field>(), flux: field)
        let panelPresenter = Presenter(view: RecordingView<Panel>(), flux: panel)
        let topicPresenter = Presenter(view: RecordingView<Topic>(), flux: topic)
        var tasks: [Task<Void, Never>] = []
        tasks.append(fieldPresenter.task(id: "t") { _ in probe.say("field: \(await TaskProbe.waitForCancellation())") })
        tasks.append(panelPresenter.task(id: "t") { _ in probe.say("panel: \(await TaskProbe.waitForCancellation())") })
        tasks.append(topicPresenter.task(id: "t") { _ in probe.say("topic: \(await TaskProbe.waitForCancellation())") })

        // When the detail closes
        app.dispatcher.dispatch(.close)

        // Then every grandchild's task is cancelled
        try #require(tasks.allSatisfy { $0.isCancelled })
        for task in tasks {
            await task.value
        }
        var said: [String] = []
        for _ in 0..<3 {
            said.append(await probe.next() ?? "")
        }
        #expect(said.sorted() == ["field: true", "panel: true", "topic: true"])
    }

    @Test func aChildOfAChildOfAChildEndsWithTheChildEvenWhenTheSameIDComesBack() throws {
        // Given the field of the panel of article 1's detail: app → detail → panel → field
        let entries = Recorder<String>()
        let app = Flux<ReadingAction, ReadingState>.readingApp(debugLog: .custom { entries.append($0) })
        app.dispatcher.dispatch(.open(1))
        let detail = try #require(app.scope(optional: \.detail, action: .detail))
        detail.dispatcher.dispatch(.openPanel)
        let panel = try #require(detail.scope(optional: \.panel, action: .panel))
        let field = panel.scope(state: \.field, action: .field)
        let view = RecordingView<Field>()
        let presenter = Presenter(view: view, flux: field)
        presenter.dispatch(.set("a"))

        // When the detail closes, and article 1 opens again with its panel open
        app.dispatcher.dispatch(.close)
        app.dispatcher.dispatch(.open(1))
        app.dispatcher.dispatch(.detail(.openPanel))
        presenter.dispatch(.set("stale"))
        app.dispatcher.dispatch(.detail(.panel(.field(.set("new")))))

        // Then the old field's late action changed nothing and was logged, and its view heard only its own change
        #expect(app.store.state.detail?.panel?.field == Field(value: "new"))
        #expect(view.states == [Field(value: "a")])
        #expect(
            entries.all.contains(
                Self.dropped("ReadingAction.detail.panel.field.set(\"stale\")", "Field at \\Panel.field")))
        // And a scope made from the ended field now is ended too
        let late = field.scope(state: \.self, action: ActionCase({ $0 }, extract: { $0 }))
        late.dispatcher.dispatch(.set("later"))
        #expect(app.store.state.detail?.panel?.field == Field(value: "new"))
    }

    @Test func anActionQueuedThroughAScopeThatEndsBeforeItsTurnNeverReachesTheNextChild() throws {
        // Given editor A's scope, and a handler that, during a delivery, queues a close, an open of B, then a late
        // action through A's scope (while A is still open)
        let entries = Recorder<String>()
        let app = Flux<NotesAppAction, NotesAppState>.notesApp(debugLog: .custom { entries.append($0) })
        app.dispatcher.dispatch(.open("A"))
        let old = try #require(app.scope(optional: \.editor, action: .editor))
        let subscription = app.dispatcher.register { action in
            guard action == .list(.filterChanged("go")) else { return }
            app.dispatcher.dispatch(.close)
            app.dispatcher.dispatch(.open("B"))
            old.dispatcher.dispatch(.textChanged("queued while A was open"))
        }
        defer { app.dispatcher.unregister(subscription) }

        // When the delivery runs the queue
        app.dispatcher.dispatch(.list(.filterChanged("go")))

        // Then B, open when the queued action's turn came, is untouched, and the action was logged
        #expect(app.store.state.editor == EditorState(title: "B"))
        #expect(
            entries.all.last
                == Self.dropped(
                    "NotesAppAction.editor.textChanged(\"queued while A was open\")",
                    "EditorState at \\NotesAppState.editor"))
    }

    @Test func aReplacementFromAnotherThreadEndsTheScope() async throws {
        // Given article 1's detail screen with a task waiting
        let app = Flux<ReadingAction, ReadingState>.readingApp()
        app.dispatcher.dispatch(.open(1))
        let old = try #require(app.scope(optional: \.detail, action: .detail))
        let view = RecordingView<Article>()
        let presenter = Presenter(view: view, flux: old)
        let probe = TaskProbe()
        let task = presenter.task(id: "t") { _ in probe.say("cancelled: \(await TaskProbe.waitForCancellation())") }

        // When article 2 replaces it from another thread, and the old screen dispatches afterwards
        await Task.detached { app.dispatcher.dispatch(.open(2)) }.value
        presenter.dispatch(.textChanged("late"))

        // Then article 2 is untouched, and the old screen's task was cancelled
        #expect(app.store.state.detail == Article(id: 2))
        try #require(task.isCancelled)
        await task.value
        #expect(await probe.next() == "cancelled: true")
        #expect(!view.states.contains { $0.id == 2 })
    }

    @Test func scopesOfChildsReplacedFromManyThreadsNeverWriteAnotherChild() async {
        // Given an app whose detail is replaced and written through its scopes from four threads at once: each
        // thread opens an article, takes a scope of whatever article is open, and writes that article's id
        let app = Flux<ReadingAction, ReadingState>.readingApp()
        let mismatches = Recorder<Article>()
        let subscription = app.store.addListener { change in
            if let detail = change.new.detail, !detail.text.isEmpty, detail.text != "\(detail.id)" {
                mismatches.append(detail)
            }
        }
        defer { app.store.removeListener(with: subscription) }

        // When they run
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<4 {
                group.addTask {
                    for step in 0..<1_000 {
                        app.dispatcher.dispatch(.open(thread * 1_000 + step))
                        guard let scope = app.scope(optional: \.detail, action: .detail) else { continue }
                        let id = scope.store.state.id
                        for _ in 0..<3 {
                            scope.dispatcher.dispatch(.textChanged("\(id)"))
                        }
                    }
                }
            }
        }

        // Then no write through a scope ever reached an article other than the one it was made for
        #expect(mismatches.all.isEmpty)
    }
}
