import Prex
import Testing

@testable import CounterPlayground

@MainActor
struct PresenterCounterTests {
    private let view = RecordingView()
    private let flux = Flux(state: CounterState(), mutation: CounterMutation())

    @Test func incrementDispatchesIncrement() {
        let presenter = Presenter(view: view, flux: flux)
        let actions = ActionRecorder.make(recording: flux)

        presenter.increment()

        #expect(actions.all == [.increment])
        #expect(view.changes.map(\.new.count) == [1])
    }

    @Test func decrementAboveZeroDispatchesDecrement() {
        let presenter = Presenter(view: view, flux: flux)
        presenter.increment()
        let actions = ActionRecorder.make(recording: flux)

        presenter.decrement()

        #expect(actions.all == [.decrement])
        #expect(presenter.state.count == 0)
    }

    @Test func decrementAtZeroDispatchesNothing() {
        let presenter = Presenter(view: view, flux: flux)
        let actions = ActionRecorder.make(recording: flux)

        presenter.decrement()

        #expect(actions.all.isEmpty)
        #expect(view.changes.isEmpty)
        #expect(presenter.state.count == 0)
    }

    @Test(arguments: [0, 3])
    func resetAlwaysDispatchesReset(from start: Int) {
        let presenter = Presenter(view: view, flux: flux)
        for _ in 0..<start {
            presenter.increment()
        }
        let actions = ActionRecorder.make(recording: flux)

        presenter.reset()

        #expect(actions.all == [.reset])
        #expect(presenter.state.count == 0)
    }
}
