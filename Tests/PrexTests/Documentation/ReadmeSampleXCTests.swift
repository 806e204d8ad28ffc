import CounterFeature
import Prex
import TestSupport
import XCTest

// The README's three test samples, run by XCTest as users write them. In Swift 6 spelling, the part of a
// test that touches a View or a Presenter runs on the main actor: XCTest calls test methods on the main
// thread, and Linux XCTest cannot call `@MainActor` test methods, so that part is wrapped in
// `MainActor.assumeIsolated`. The test case itself is not `Sendable`, so `expectation(description:)` and
// `wait(for:timeout:)` are called outside the wrapped part.

final class MockView: View {
    var refrectParameters: ((StateChange<CounterState>) -> Void)?

    func reflect(change: StateChange<CounterState>) {
        refrectParameters?(change)
    }
}

final class ReadmeSampleXCTests: XCTestCase {
    func test_presenter_calls_reflect_of_view_when_state_changed() {
        let expect = expectation(description: "wait receiving ValueChange")
        let presenter = MainActor.assumeIsolated {
            let view = MockView()
            let flux = Flux(state: CounterState(), mutation: CounterMutation())
            let presenter = Presenter(view: view, flux: flux)

            view.refrectParameters = { change in
                let count = change.changedProperty(for: \.count)?.value
                XCTAssertEqual(count, 1)
                expect.fulfill()
            }

            flux.dispatcher.dispatch(.increment)
            return presenter
        }
        wait(for: [expect], timeout: 0.1)
        withExtendedLifetime(presenter) {}
    }

    func test_increment_method_of_presenter() {
        let view = MainActor.assumeIsolated { MockView() }
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
        let presenter = Presenter(view: view, flux: flux)

        let expect = expectation(description: "wait receiving ValueChange")
        let subscription = flux.dispatcher.register { action in
            XCTAssertEqual(action, .increment)
            expect.fulfill()
        }

        MainActor.assumeIsolated { presenter.increment() }
        wait(for: [expect], timeout: 0.1)
        flux.dispatcher.unregister(subscription)
    }

    func test_mutation() {
        var state = CounterState()
        let mutation = CounterMutation()

        mutation.mutate(action: .increment, state: &state)
        XCTAssertEqual(state.count, 1)

        mutation.mutate(action: .decrement, state: &state)
        XCTAssertEqual(state.count, 0)
    }

    func test_background_dispatch_reaches_view_while_waiting() {
        let expect = expectation(description: "reflect on the main thread")
        let view = MainActor.assumeIsolated {
            let view = MockView()
            view.refrectParameters = { change in
                XCTAssertTrue(MainQueueProbe.isOnMainQueue)
                XCTAssertEqual(change.count?.value, 1)
                expect.fulfill()
            }
            return view
        }
        let presenter = Presenter(view: view, state: CounterState(), mutation: CounterMutation())

        DispatchQueue.global().async { presenter.dispatch(.increment) }
        wait(for: [expect], timeout: 10)
    }
}
