import Dispatch

#if canImport(Darwin)
import Darwin
#else
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif
#endif

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
///   overlay (hundreds of instructions), hence the fast path.
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

/// Tells whether the caller runs on the process's main thread.
@usableFromInline
enum MainThread {
    #if canImport(Darwin)
    /// One call to `pthread_main_np`.
    @usableFromInline
    static var isCurrent: Bool {
        pthread_main_np() != 0
    }
    #else
    /// The answer for each thread, asked of Foundation once and kept in a thread-specific slot: 1 for the
    /// main thread, 2 for any other.
    private static let answerKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    @usableFromInline
    static var isCurrent: Bool {
        if let answer = pthread_getspecific(answerKey) {
            return Int(bitPattern: answer) == 1
        }
        let isMain = Thread.isMainThread
        pthread_setspecific(answerKey, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
        return isMain
    }
    #endif
}
