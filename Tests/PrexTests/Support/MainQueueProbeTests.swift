import Dispatch
import TestSupport
import Testing

/// The probe other tests use to prove where views run must tell the main queue from other threads.
@Suite(.timeLimit(.minutes(5)))
struct MainQueueProbeTests {
    @Test func aBlockOnTheMainQueueIsOnTheMainQueue() async {
        let onMain = await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume(returning: MainQueueProbe.isOnMainQueue) }
        }

        #expect(onMain)
    }

    @Test func aBlockOnABackgroundQueueIsNot() async {
        let onMain = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: MainQueueProbe.isOnMainQueue) }
        }

        #expect(!onMain)
    }

    @MainActor @Test func aMainActorTestIsOnTheMainQueue() {
        #expect(MainQueueProbe.isOnMainQueue)
    }
}
