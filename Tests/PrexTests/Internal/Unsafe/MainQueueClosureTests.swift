import Dispatch
import TestSupport
import Testing

@testable import Prex

/// A main-actor closure called from code that already runs on the main queue.
@Suite(.timeLimit(.minutes(5)))
struct MainQueueClosureTests {
    @MainActor @Test func callsTheClosureOnTheMainQueueWithItsArgument() {
        var received: [Int] = []
        let closure = MainQueueClosure<Int> { received.append($0) }

        closure.body(1)
        closure.body(2)

        #expect(received == [1, 2])
    }

    @Test func aBlockOnTheMainQueueMayCallIt() async {
        let onMainQueue = await withCheckedContinuation { continuation in
            let closure = MainQueueClosure<Int> { _ in continuation.resume(returning: MainQueueProbe.isOnMainQueue) }
            DispatchQueue.main.async { closure.body(0) }
        }

        #expect(onMainQueue)
    }
}
