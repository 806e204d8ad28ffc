#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A pthread mutex, optionally recursive.
///
/// pthread mutexes exist on every platform Prex supports (Linux, and Apple platforms from iOS 2), unlike
/// `Synchronization.Mutex` (iOS 18) or `OSAllocatedUnfairLock` (iOS 16). The mutex lives in its own
/// allocation so that it never moves, as POSIX requires.
///
/// Cost: one uncontended `lock()`/`unlock()` pair is two atomic operations.
@usableFromInline
final class Lock: @unchecked Sendable {
    // `@unchecked Sendable` is sound: the only stored property is a pointer to a pthread mutex,
    // which is itself the synchronisation primitive and is never reassigned after `init`.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates an unlocked mutex.
    ///
    /// - Parameter recursive: Whether the thread holding the lock may lock it again (it must then unlock
    ///   it as many times).
    @usableFromInline
    init(recursive: Bool = false) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status: Int32
        if recursive {
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
            status = pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
        } else {
            status = pthread_mutex_init(mutex, nil)
        }
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inlinable
    func lock() {
        pthread_mutex_lock(mutex)
    }

    @inlinable
    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` while holding the lock.
    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
