import Prex
import PrexTesting
import TestSupport
import XCTest

// PrexTesting from XCTest. As in `Tests/PrexTests/Documentation/ReadmeSampleXCTests.swift`, the part of a test
// that touches a View or a Presenter runs on the main actor through `MainActor.assumeIsolated` (XCTest runs tests
// on the main thread; Linux XCTest cannot run `@MainActor` test methods).

final class ExpectationsXCTests: FailureCapturingTestCase {
    func test_equal_states_pass() {
        MainActor.assumeIsolated {
            let view = RecordingView<TallyState>()
            let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())

            presenter.add(2)

            expectNoDifference([TallyState(count: 2)], view.states)
            expectNoDifference(TallyState(count: 2), presenter.state)
            XCTAssertEqual(view.reflectedOffMainQueue, 0)
        }
    }

    func test_expectActions_passes_for_the_actions_a_presenter_dispatches() {
        MainActor.assumeIsolated {
            let flux = Flux(state: TallyState(), mutation: TallyMutation())
            let presenter = Presenter(view: RecordingView<TallyState>(), flux: flux)

            expectActions([.add(1)], from: flux) {
                presenter.add(1)
            }
        }
    }

    func test_background_dispatch_is_awaited_with_nextChange() async throws {
        let (view, presenter) = await MainActor.run {
            let view = RecordingView<TallyState>()
            return (view, Presenter(view: view, state: TallyState(), mutation: TallyMutation()))
        }

        DispatchQueue.global().async { presenter.dispatch(.add(1)) }
        let change = try await view.nextChange()

        XCTAssertEqual(change.new, TallyState(count: 1))
        let offMainQueue = await view.reflectedOffMainQueue
        XCTAssertEqual(offMainQueue, 0)
    }

    func test_different_states_fail_with_their_difference() {
        let line = #line + 1
        capturing { expectNoDifference(TallyState(count: 1), TallyState(count: 2), "after one add") }

        XCTAssertEqual(
            captured.map(\.description),
            [
                """
                failed - after one add
                Expected and actual differ (- expected, + actual):
                - count: 1
                + count: 2
                """
            ])
        XCTAssertEqual(captured.map(\.line), [line])
    }
}
