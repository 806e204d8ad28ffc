import Dispatch

/// Runs work on other threads, without the tests sleeping.
enum Background {
    /// Runs `work` on a background thread and blocks the caller until it is done, so that nothing enqueued on
    /// the main queue meanwhile can run before this returns.
    static func runAndWait(_ work: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            work()
            done.signal()
        }
        done.wait()
    }

    /// Runs `work` on a background thread once the main queue gets to it: in a `@MainActor` test, only after
    /// the test suspends.
    static func runOnceMainIsFree(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.main.async {
            DispatchQueue.global().async(execute: work)
        }
    }
}
