import Dispatch
import TestSupport
import Testing

@testable import Prex

/// A value that main-queue blocks read and write without a lock: each block sees what the blocks before it wrote,
/// whichever thread runs the main queue.
@Suite(.timeLimit(.minutes(5)))
struct MainQueueConfinedTests {
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
