import Dispatch

/// Checks, independently of the library, whether code runs on the main queue (and so on the main actor).
package enum MainQueueProbe {
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    package static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: key) != nil
    }

    /// Returns once every block already enqueued on the main queue has run (the main queue is FIFO).
    package static func drain() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    /// Runs `work` on a background thread and blocks the caller until it is done, so that nothing
    /// enqueued on the main queue meanwhile can run before this returns.
    package static func runInBackgroundAndWait(_ work: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            work()
            done.signal()
        }
        done.wait()
    }
}
