import Dispatch
import TestSupport
import Testing

@testable import Prex

/// The main queue as ViewDelivery uses it: the check, a main-actor closure called from code that already runs on
/// the main queue, and a value that main-queue blocks read and write without a lock.
@Suite(.timeLimit(.minutes(5)))
struct MainQueueTests {
    @MainActor @Test func theMainActorRunsOnTheMainQueue() {
        #expect(MainQueue.isCurrent)
    }

    @Test func aGlobalQueueIsNotTheMainQueue() async {
        let onMainQueue = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: MainQueue.isCurrent) }
        }

        #expect(!onMainQueue)
    }

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

    /// Each block sees what the blocks before it wrote, whichever thread runs the main queue.
    @Test func blocksOnTheMainQueueSeeEachOthersWritesInOrder() async {
        // Given a value, and 1,000 blocks enqueued on the main queue from 4 threads, each appending its number
        let confined = MainQueueConfined<[Int]>([])
        let enqueued = Recorder<Int>()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                DispatchQueue.concurrentPerform(iterations: 4) { thread in
                    for index in 0..<250 {
                        let number = thread * 250 + index
                        DispatchQueue.main.async { confined.value.append(number) }
                        enqueued.append(number)
                    }
                }
                done.resume()
            }
        }

        // When the main queue has run them all
        await MainQueueProbe.drain()

        // Then every write is there, once, and each thread's in the order it enqueued them
        let values = await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume(returning: confined.value) }
        }
        #expect(values.sorted() == Array(0..<1_000))
        for thread in 0..<4 {
            let own = values.filter { $0 / 250 == thread }
            #expect(own == own.sorted())
        }
        #expect(enqueued.count == 1_000)
    }
}
