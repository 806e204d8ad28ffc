import CounterFeature
import Prex
import PrexTesting
import XCTest

// The README's XCTest samples (`ReadmeSampleXCTests`) written with PrexTesting. The part of a test that touches
// a View or a Presenter still runs on the main actor through `MainActor.assumeIsolated`; waiting for a change
// from another thread needs no expectation.

final class ReadmeSamplePrexTestingXCTests: XCTestCase {
    func test_presenter_calls_reflect_of_view_when_state_changed() {
        MainActor.assumeIsolated {
            let view = RecordingView<CounterState>()
            let flux = Flux(state: CounterState(), mutation: CounterMutation())
            let presenter = Presenter(view: view, flux: flux)

            flux.dispatcher.dispatch(.increment)

            XCTAssertEqual(view.changes.map { $0.count?.value }, [1])
            withExtendedLifetime(presenter) {}
        }
    }

    func test_increment_method_of_presenter() {
        MainActor.assumeIsolated {
            let flux = Flux(state: CounterState(), mutation: CounterMutation())
            let presenter = Presenter(view: RecordingView<CounterState>(), flux: flux)

            expectActions([.increment], from: flux) {
                presenter.increment()
            }
        }
    }

    func test_background_dispatch_reaches_view() async throws {
        let view = RecordingView<CounterState>()
        let presenter = Presenter(view: view, state: CounterState(), mutation: CounterMutation())

        DispatchQueue.global().async { presenter.dispatch(.increment) }

        let change = try await view.nextChange()
        XCTAssertEqual(change.count?.value, 1)
    }
}
