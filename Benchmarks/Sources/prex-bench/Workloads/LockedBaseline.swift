#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The floor any dispatch safe from every thread must pay: the bare floor (``Baseline``) under one uncontended
/// mutex round trip per action. Nonisolated, as the library's dispatch is.
enum LockedBaseline {
    /// A pthread mutex in an allocation of its own (POSIX mutexes must not move).
    final class Mutex {
        let mutex: UnsafeMutablePointer<pthread_mutex_t>

        init() {
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            precondition(pthread_mutex_init(mutex, nil) == 0, "pthread_mutex_init failed")
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
            mutex.deallocate()
        }
    }

    /// `count` times: take the mutex, apply the mutation to the state it guards, release it, then call a stored
    /// closure with old and new.
    @inline(never)
    static func run(count: Int, mutex: Mutex, callback: (CounterState, CounterState) -> Void) {
        var state = CounterState()
        let mutation = CounterMutation()
        for _ in 0..<count {
            pthread_mutex_lock(mutex.mutex)
            let old = state
            mutation.mutate(action: .increment, state: &state)
            pthread_mutex_unlock(mutex.mutex)
            callback(old, state)
        }
    }

    /// Times the locked floor (nothing when profiling: the library's loop is what callgrind counts).
    static func measure(count: Int, mode: Workload.Mode) -> Double? {
        guard case .compare = mode else { return nil }
        let mutex = Mutex()
        let callback = Baseline.makeCallback()
        return mode.measure(count: count) { run(count: $0, mutex: mutex, callback: callback) }
    }

    static let workload = Workload(
        name: "locked-baseline",
        summary: "no library: the baseline's mutation under one uncontended mutex round trip, then the closure",
        defaultCount: 1_000_000
    ) { count, mode in
        let mutex = Mutex()
        let callback = Baseline.makeCallback()
        let time = mode.measure(count: count) { run(count: $0, mutex: mutex, callback: callback) }
        return [
            Row(
                name: "locked baseline", count: count, unit: "ns/action", value: time,
                floor: nil, floorName: nil, target: nil)
        ]
    }
}
