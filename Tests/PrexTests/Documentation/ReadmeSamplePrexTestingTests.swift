import CounterFeature
import Dispatch
import Prex
import PrexTesting
import Testing

// The README's two test styles again, written with PrexTesting: `ReadmeSampleTests` keeps them in the
// plain Prex API users already know.

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ReadmeSamplePrexTestingTests {
    @Test func incrementReachesTheView() {
        let view = RecordingView<CounterState>()
        let presenter = Presenter(view: view, state: CounterState(), mutation: CounterMutation())

        presenter.increment()

        expectNoDifference([1], view.states.map(\.count))
    }

    @Test func presenterCreatesTheIncrementAction() {
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
        let presenter = Presenter(view: RecordingView<CounterState>(), flux: flux)

        expectActions([.increment], from: flux) {
            presenter.increment()
        }
    }

    @Test func decrementAtZeroCreatesNoAction() {
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
        let presenter = Presenter(view: RecordingView<CounterState>(), flux: flux)

        expectActions([], from: flux) {
            presenter.decrement()
        }
    }

    @Test func aBackgroundDispatchReachesTheViewOnTheMainQueue() async throws {
        let view = RecordingView<CounterState>()
        let presenter = Presenter(view: view, state: CounterState(), mutation: CounterMutation())

        DispatchQueue.global().async { presenter.dispatch(.increment) }

        let change = try await view.nextChange()
        #expect(change.count?.value == 1)
        #expect(view.reflectedOffMainQueue == 0)
    }
}
