import Foundation

/// A pthread mutex, optionally recursive: on every platform Prex supports, unlike `Synchronization.Mutex` (iOS 18)
/// or `OSAllocatedUnfairLock` (iOS 16). An uncontended `lock()`/`unlock()` pair is two atomic operations.
///
/// Sound: the mutex has an allocation of its own, made in `init` and freed in `deinit`, so it never moves while in
/// use, as POSIX requires (a stored property may move); the pointer never escapes; `deinit` destroys it unlocked,
/// since no thread holds the lock of an object that is gone (checked). Every pthread status is checked with
/// `precondition`: a failure is misuse (locked again by its holder, unlocked by another thread) or corruption, and
/// going on would break every guarantee. In debug builds a non-recursive lock is error-checking, so that misuse
/// traps instead of deadlocking; a recursive one checks its owner on unlock in every build.
@usableFromInline
final class Lock: @unchecked Sendable {
    // `@unchecked Sendable` is sound: the one stored property points to the mutex, never reassigned.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates an unlocked mutex; a `recursive` one may be locked again by its holder, who unlocks it as many times.
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
        // A trap in line: an out-of-line failure function makes the churn workload allocate.
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

/// A value that can only be read or changed while holding its own lock: a lock/unlock pair per `withLock`.
@usableFromInline
final class Locked<Value: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable` and `@exclusivity(unchecked)` are sound: only `withLock` touches `value`, under `lock`,
    // and `body` cannot reach it again; `Value: Sendable` lets copies taken out cross threads.
    @usableFromInline let lock = Lock()
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
