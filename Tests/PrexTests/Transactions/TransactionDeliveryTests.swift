import Dispatch
import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// A dispatch's transaction reaches every listener, handler and view with the change it made, through re-entrant
/// queues, middleware, scopes and effects; a dispatch without one carries the empty transaction.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TransactionDeliveryTests {
    nonisolated static let animated = Transaction(animation: .easeInOut(duration: 0.3))

    @Test func thePresentersDispatchHandsItsTransactionToTheView() {
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())

        presenter.dispatch(.add(1), transaction: Self.animated)
        presenter.dispatch(.add(1))
        presenter.dispatch(.add(1), animation: .spring())

        #expect(view.changes.map(\.transaction) == [Self.animated, Transaction(), Transaction(animation: .spring())])
        #expect(view.changes.map(\.new.count) == [1, 2, 3])
    }

    @Test func listenersAndHandlersReceiveTheTransactionOfEachAction() {
        let flux = Flux(state: TallyState(), mutation: TallyMutation())
        let heard = Recorder<Transaction>()
        let handled = Recorder<Transaction>()
        let listener = flux.store.addListener { heard.append($0.transaction) }
        let handler = flux.dispatcher.register(transactionHandler: { _, transaction in handled.append(transaction) })
        defer {
            flux.store.removeListener(with: listener)
            flux.dispatcher.unregister(handler)
        }

        flux.dispatch(.add(1), transaction: Self.animated)
        flux.dispatcher.dispatch(.add(1))

        #expect(heard.all == [Self.animated, Transaction()])
        #expect(handled.all == [Self.animated, Transaction()])
    }

    @Test func anActionQueuedDuringADeliveryKeepsItsOwnTransaction() {
        let flux = Flux(state: TallyState(), mutation: TallyMutation())
        let heard = Recorder<String>()
        let listener = flux.store.addListener { change in
            heard.append("\(change.new.count) \(change.transaction.animation == nil ? "plain" : "animated")")
            if change.new.count == 1 {
                flux.dispatch(.add(1), transaction: Self.animated)
                flux.dispatcher.dispatch(.add(1))
            }
        }
        defer { flux.store.removeListener(with: listener) }

        flux.dispatcher.dispatch(.add(1))

        #expect(heard.all == ["1 plain", "2 animated", "3 plain"])
    }

    @Test func middlewarePassesTheTransactionOnWithTheAction() {
        let flux = Flux(
            state: TallyState(), mutation: TallyMutation(), middleware: [Middleware { action in action }])
        let heard = Recorder<Transaction>()
        let listener = flux.store.addListener { heard.append($0.transaction) }
        defer { flux.store.removeListener(with: listener) }

        flux.dispatch(.add(1), transaction: Self.animated)

        #expect(heard.all == [Self.animated])
    }

    @Test func aScopedViewReceivesTheTransactionOfTheChangeThatReachedIt() throws {
        let app = Flux.notesApp(NotesAppState(notes: [Note(id: 1, title: "one")]))
        let list = app.scope(state: \.list, action: .list)
        let listView = RecordingView<NoteListState>()
        let listPresenter = Presenter(view: listView, flux: list)
        let note = try #require(app.scope(element: 1, in: \.notes, action: .note))
        let noteView = RecordingView<Note>()
        let notePresenter = Presenter(view: noteView, flux: note)

        // Through the scope, and from the app, each change carries the dispatch's transaction
        listPresenter.dispatch(.add("a"), transaction: Self.animated)
        notePresenter.dispatch(.rename("uno"), animation: .default)
        app.dispatch(.list(.add("b")), transaction: Self.animated)

        #expect(listView.changes.map(\.transaction) == [Self.animated, Self.animated])
        #expect(noteView.changes.map(\.transaction) == [Transaction(animation: .default)])
    }

    @Test func anEffectAnimatesWhatItDispatches() async {
        let view = RecordingView<TallyState>()
        let flux = Flux(state: TallyState(), mutation: TallyMutation())
        let presenter = Presenter(view: view, flux: flux)

        await presenter.task { _ in
            flux.dispatch(.add(1), animation: .easeOut())
        }.value
        await MainQueueProbe.drain()

        #expect(view.changes.map(\.transaction) == [Transaction(animation: .easeOut())])
    }

    @Test func changesMergedWhileMainIsBusyCarryTheirTransactionsMergedInOrder() async throws {
        enum SourceKey: TransactionKey {
            static let defaultValue = "user"
        }
        var effectTransaction = Transaction(animation: .linear())
        effectTransaction[SourceKey.self] = "effect"
        let fromEffect = effectTransaction
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())

        // When three changes, animated, plain, then with another animation, arrive while main is busy
        MainQueueProbe.runInBackgroundAndWait {
            presenter.dispatch(.add(1), transaction: fromEffect)
            presenter.dispatch(.add(1))
            presenter.dispatch(.add(1), animation: .spring())
        }
        await MainQueueProbe.drain()

        // Then the view gets one change whose transaction has every value set, the latest winning
        let merged = try #require(view.changes.last)
        #expect(view.changes.count == 1)
        #expect(merged.new.count == 3)
        #expect(merged.transaction.animation == .spring())
        #expect(merged.transaction[SourceKey.self] == "effect")
    }

    @Test func aPlainChangeMergedAfterAnAnimatedOneKeepsTheAnimation() async {
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())

        MainQueueProbe.runInBackgroundAndWait {
            presenter.dispatch(.add(1), transaction: Self.animated)
            presenter.dispatch(.rename("x"))
        }
        await MainQueueProbe.drain()

        #expect(view.changes.map(\.transaction) == [Self.animated])
        // And the next change, not merged with those, carries only its own
        presenter.dispatch(.add(1))
        #expect(view.changes.last?.transaction == Transaction())
    }
}
