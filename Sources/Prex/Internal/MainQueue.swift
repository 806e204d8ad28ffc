import Dispatch

/// Tells whether the caller runs on the main queue, and so on the main actor.
///
/// `Thread.isMainThread` is not the right question: under `swift test` on Linux, Swift Testing runs the
/// main queue (and the main actor) on a thread that is not the process's main thread. A queue-specific
/// value set on `DispatchQueue.main` follows the queue, not the thread, and agrees with the runtime's
/// `MainActor.assumeIsolated` check on every platform.
enum MainQueue {
    private static let marker: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Whether the current code runs on the main queue (directly, or on a queue that targets it).
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: marker) != nil
    }
}
