import Dispatch

/// Tells whether the caller runs on the main queue, and so on the main actor.
///
/// Two cases, cheapest first:
/// - On the process's main thread, code runs on the main queue: the main queue is bound to that thread
///   until `dispatchMain()`, which ends the main thread. One thread-local read.
/// - Otherwise the main queue may still be running here: under `swift test` on Linux, Swift Testing runs
///   the main queue (and the main actor) on worker threads after `dispatchMain()`, and
///   `DispatchQueue.main.sync` runs its block on the calling thread. A queue-specific value set on
///   `DispatchQueue.main` follows the queue, not the thread, and agrees with the runtime's
///   `MainActor.assumeIsolated` check. This look-up costs a generic metadata access in the Dispatch
///   overlay, hence the fast path.
@usableFromInline
enum MainQueue {
    @usableFromInline static let marker: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Whether the current code runs on the main queue (directly, or on a queue that targets it).
    @inlinable
    static var isCurrent: Bool {
        MainThread.isCurrent || DispatchQueue.getSpecific(key: marker) != nil
    }
}
