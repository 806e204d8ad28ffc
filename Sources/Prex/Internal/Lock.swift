import Foundation

/// A pthread mutex, optionally recursive.
///
/// pthread mutexes exist on every platform Prex supports (Linux, and Apple platforms from iOS 2), unlike
/// `Synchronization.Mutex` (iOS 18) or `OSAllocatedUnfairLock` (iOS 16).
///
/// The unsafe part, and its assumptions: the mutex lives in an allocation of its own, made in `init` and freed
/// only in `deinit`, so that it never moves while in use, as POSIX requires (a Swift stored property may move);
/// the pointer never escapes the class; and `deinit` destroys the mutex unlocked, since no thread can hold a
/// lock whose object is gone (the status of `pthread_mutex_destroy` is checked).
///
/// Every pthread call's status is checked with `precondition`: a failure means the mutex is misused (locked
/// again by its owner, unlocked by another thread) or corrupt, and going on would break every guarantee the
/// lock gives. In debug builds a non-recursive lock is an error-checking mutex (`PTHREAD_MUTEX_ERRORCHECK`),
/// so that such misuse fails there instead of deadlocking; a recursive mutex checks its owner on unlock in
/// every build. Release builds use the default (fastest) kind for non-recursive locks.
///
/// Cost: one uncontended `lock()`/`unlock()` pair is two atomic operations, plus a comparison each.
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
        var attributes = pthread_mutexattr_t()
        var status = pthread_mutexattr_init(&attributes)
        precondition(status == 0, "pthread_mutexattr_init failed")
        if let kind = Self.kind(recursive: recursive) {
            status = pthread_mutexattr_settype(&attributes, kind)
            precondition(status == 0, "pthread_mutexattr_settype failed")
        }
        status = pthread_mutex_init(mutex, &attributes)
        precondition(status == 0, "pthread_mutex_init failed")
        status = pthread_mutexattr_destroy(&attributes)
        precondition(status == 0, "pthread_mutexattr_destroy failed")
    }

    /// The mutex kind to ask for, or `nil` for the default kind.
    private static func kind(recursive: Bool) -> Int32? {
        if recursive {
            return Int32(PTHREAD_MUTEX_RECURSIVE)
        }
        #if DEBUG
        return Int32(PTHREAD_MUTEX_ERRORCHECK)
        #else
        return nil
        #endif
    }

    deinit {
        let status = pthread_mutex_destroy(mutex)
        precondition(status == 0, "pthread_mutex_destroy failed (the mutex is still locked)")
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inlinable
    func lock() {
        let status = pthread_mutex_lock(mutex)
        // A trap in line, not a call: an out-of-line failure function changes the optimiser's choices at the
        // call sites (the churn workload allocates then).
        precondition(status == 0, "pthread_mutex_lock failed (locked again by the thread holding it?)")
    }

    @inlinable
    func unlock() {
        let status = pthread_mutex_unlock(mutex)
        precondition(status == 0, "pthread_mutex_unlock failed (unlocked by a thread not holding it?)")
    }

    /// Runs `body` while holding the lock.
    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A value that can only be read or changed while holding its own lock.
///
/// Cost: one uncontended lock/unlock pair per `withLock`.
@usableFromInline
final class Locked<Value: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `value` is private and only touched inside `withLock`, under `lock`,
    // and `Value: Sendable` lets copies taken out of the lock cross threads.
    @usableFromInline let lock = Lock()
    // Exclusivity is enforced by `lock` (only `withLock` touches it, and `body` cannot reach it again),
    // so the runtime's dynamic check would only add cost.
    @usableFromInline @exclusivity(unchecked) var value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
