import Prex
import PrexTesting
import TestSupport
import XCTest

// The test store from XCTest: Linux XCTest cannot run `@MainActor` test methods, so each test is a nonisolated
// async method that runs its main-actor part in a `@MainActor` function.

final class TestStoreXCTests: FailureCapturingTestCase {
    func test_a_complete_test_passes() async {
        await Self.addOne(stating: 1)
    }

    func test_a_wrong_change_fails_at_the_line_of_its_step() async {
        isCapturing = true
        let line = await Self.addOne(stating: 2)
        isCapturing = false

        XCTAssertEqual(
            captured.map(\.description),
            [
                """
                failed - The state after send differs from the expected change (- expected, + actual):
                - count: 2
                + count: 1
                """
            ])
        XCTAssertEqual(captured.map(\.line), [line])
    }

    /// Sends `.add(1)` stating the count `count`, and finishes; returns the line of the send.
    @MainActor @discardableResult
    private static func addOne(stating count: Int) async -> Int {
        let store = TestStore(flux: .make())
        let line = #line + 1
        await store.send(.add(1)) { $0.count = count }
        await store.finish()
        return line
    }
}
