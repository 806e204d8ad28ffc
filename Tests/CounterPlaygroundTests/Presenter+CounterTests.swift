import Prex
import PrexTesting
import Testing

@testable import CounterPlayground

@MainActor
struct PresenterCounterTests {
    private let view = RecordingView<CounterState>()
    private let flux = Flux(state: CounterState(), mutation: .counter)

    @Test func incrementDispatchesIncrement() {
        let presenter = Presenter(view: view, flux: flux)

        expectActions([.increment], from: flux) {
            presenter.increment()
        }

        #expect(view.states.map(\.count) == [1])
    }

    @Test func decrementAboveZeroDispatchesDecrement() {
        let presenter = Presenter(view: view, flux: flux)
        presenter.increment()

        expectActions([.decrement], from: flux) {
            presenter.decrement()
        }

        #expect(presenter.state.count == 0)
    }

    @Test func decrementAtZeroDispatchesNothing() {
        let presenter = Presenter(view: view, flux: flux)

        expectActions([], from: flux) {
            presenter.decrement()
        }

        #expect(view.changes.isEmpty)
        #expect(presenter.state.count == 0)
    }

    @Test(arguments: [0, 3])
    func resetAlwaysDispatchesReset(from start: Int) {
        let presenter = Presenter(view: view, flux: flux)
        for _ in 0..<start {
            presenter.increment()
        }

        expectActions([.reset], from: flux) {
            presenter.reset()
        }

        #expect(presenter.state.count == 0)
    }

    @Test func undoAndRedoAlwaysDispatchAndPutBackTheCount() {
        // Given a count of 2
        let presenter = Presenter(view: view, flux: flux)
        presenter.increment()
        presenter.increment()

        // When undone, then redone
        expectActions([.undo], from: flux) {
            presenter.undo()
        }
        #expect(presenter.state.count == 1)
        expectActions([.redo], from: flux) {
            presenter.redo()
        }

        // Then the view drew each count
        #expect(view.states.map(\.count) == [1, 2, 1, 2])
    }

    @Test func undoWithNothingToUndoDispatchesAndDrawsNothing() {
        let presenter = Presenter(view: view, flux: flux)

        expectActions([.undo, .redo], from: flux) {
            presenter.undo()
            presenter.redo()
        }

        // The store tells the view of each action; nothing changed, so there is nothing to draw.
        #expect(view.changes.count == 2)
        #expect(view.changes.allSatisfy { $0.count == nil && $0.history == nil })
    }
}
