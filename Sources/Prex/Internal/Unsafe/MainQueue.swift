import Dispatch

/// Tells whether the caller runs on the main queue, and so on the main actor.
///
/// Cheapest first: on the process's main thread, code runs on the main queue (bound to that thread until
/// `dispatchMain()`, which ends it): one thread-local read. Elsewhere the main queue may still run here (Swift
/// Testing on Linux runs it on worker threads after `dispatchMain()`; `DispatchQueue.main.sync` runs its block on
/// the calling thread): a queue-specific value set on `DispatchQueue.main` follows the queue, not the thread, and
/// agrees with `MainActor.assumeIsolated`; it costs a generic metadata access, hence the fast path first.
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
