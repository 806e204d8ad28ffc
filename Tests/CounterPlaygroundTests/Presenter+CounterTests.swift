import Prex
import PrexTesting
import Testing

@testable import CounterPlayground

@MainActor
struct PresenterCounterTests {
    private let view = RecordingView<CounterState>()
    private let flux = Flux(state: CounterState(), mutation: CounterMutation())

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
}
