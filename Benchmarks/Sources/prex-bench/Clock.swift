import Dispatch

/// Monotonic nanoseconds.
enum Clock {
    static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    /// Runs `body` and returns how long it took, in nanoseconds.
    static func time(_ body: () -> Void) -> UInt64 {
        let start = now()
        body()
        return now() - start
    }
}
