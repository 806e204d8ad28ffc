import Foundation

/// A reference that a call lends, for its synchronous duration, to the code it runs on the same thread: the code
/// reads it with ``current``, with no task-local lookup. One `pthread_getspecific` per read.
///
/// Sound: the slot holds the object's address unretained, on this thread only (a thread-specific key), and only
/// while ``lend(_:during:)`` runs `body`, which keeps the object alive (`withExtendedLifetime`) for exactly that span
/// and then puts back what the slot held before (a lend inside a lend). `body` is synchronous, so it runs on the
/// calling thread from start to end, and any other thread reads its own slot: `nil`, or what its own caller lent.
/// ``current`` returns a strong reference, valid after the lend ends. The key is made in `init` and deleted in
/// `deinit`, when no lend can be running (each holds the slot).
final class ThreadSlot<Object: AnyObject & Sendable>: Sendable {
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed")
        self.key = key
    }

    deinit {
        pthread_key_delete(key)
    }

    /// The object a caller up this thread's stack lends right now, or `nil`.
    var current: Object? {
        guard let address = pthread_getspecific(key) else { return nil }
        return Unmanaged<Object>.fromOpaque(address).takeUnretainedValue()
    }

    /// Runs `body` with `object` as ``current`` on this thread, then restores what was current before.
    func lend<Result>(_ object: Object, during body: () -> Result) -> Result {
        let previous = pthread_getspecific(key)
        set(Unmanaged.passUnretained(object).toOpaque())
        defer { set(previous) }
        return withExtendedLifetime(object, body)
    }

    private func set(_ address: UnsafeMutableRawPointer?) {
        let status = pthread_setspecific(key, address)
        precondition(status == 0, "pthread_setspecific failed")
    }
}
