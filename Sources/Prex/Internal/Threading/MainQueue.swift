import Foundation

// The main queue, as `ViewDelivery` uses it to reach a view: knowing that the caller runs on it, then doing what
// the main actor allows without the runtime's checks (what `MainActor.assumeIsolated` does, at a fraction of the
// cost: Benchmarks/README.md, "Why the unsafe pieces stay"). One concept, so one file: the check, the value only the
// main queue touches, the `@MainActor` closure called without an isolation check, and the view held weakly.

/// Tells whether the caller runs on the main queue, and so on the main actor.
///
/// Cheapest first: on the process's main thread, code runs on the main queue (bound to that thread until
/// `dispatchMain()`, which ends it). Foundation answers that (`Thread.isMainThread`) once per thread; a
/// thread-specific slot keeps the answer as a small integer stored as a pointer (1 main, 2 other), never
/// dereferenced, so later calls cost one `pthread_getspecific`. Elsewhere the main queue may still run here (Swift
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

    private static let mainThreadAnswerKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed")
        return key
    }()

    /// Whether the current code runs on the main queue (directly, or on a queue that targets it).
    @usableFromInline
    static var isCurrent: Bool {
        isMainThread || DispatchQueue.getSpecific(key: marker) != nil
    }

    /// Whether the caller runs on the process's main thread.
    @usableFromInline
    static var isMainThread: Bool {
        if let answer = pthread_getspecific(mainThreadAnswerKey) {
            return Int(bitPattern: answer) == 1
        }
        let isMain = Thread.isMainThread
        pthread_setspecific(mainThreadAnswerKey, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
        return isMain
    }
}

/// A value that only code running on the main queue reads or writes, without a lock: `ViewDelivery`'s state around
/// every call of the view, where a lock round trip would weigh on the presenter path.
///
/// The user's assumption: ``value`` is touched only on the main queue (`ViewDelivery` checks it in debug builds).
/// `@unchecked Sendable` is then sound: the main queue runs one block at a time, each ordered after the previous one
/// on whichever thread it runs, so no two threads touch the value at once and each sees the last write.
/// `@exclusivity(unchecked)` is: each access is a load, a store or a ``ViewReflection`` transition (which calls
/// nothing), never spanning a call out, so none overlaps another (the view's `reflect`, which may reach the same
/// delivery again, runs between accesses).
@usableFromInline
final class MainQueueConfined<Value>: @unchecked Sendable {
    /// The value: main queue only.
    @usableFromInline @exclusivity(unchecked) var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A `@MainActor` closure that code already running on the main queue may call without an isolation check.
///
/// `ViewDelivery` calls a presenter's view through one, after checking `MainQueue.isCurrent` once (or in a block
/// on `DispatchQueue.main`); `MainActor.assumeIsolated` would add two executor checks and an allocation per
/// delivery (the `presenter` workload, Benchmarks/README.md).
///
/// The user's assumption: ``body`` is called only on the main queue, the main actor's executor (`ViewDelivery`
/// checks it in debug builds on every call). Sound: global-actor isolation is not part of a closure's runtime
/// representation (entry point and context), so `@MainActor @Sendable (Argument) -> Void` and `@Sendable (Argument)
/// -> Void` are layout compatible, and `init` reads one as the other once with `withMemoryRebound`, the step
/// `MainActor.assumeIsolated` takes after its check.
@usableFromInline
struct MainQueueClosure<Argument: Sendable>: Sendable {
    /// The closure, its `@MainActor` dropped from its type: call it on the main queue only.
    let body: @Sendable (Argument) -> Void

    @usableFromInline
    init(_ body: @escaping @MainActor @Sendable (Argument) -> Void) {
        self.body = withUnsafePointer(to: body) { isolated in
            isolated.withMemoryRebound(to: (@Sendable (Argument) -> Void).self, capacity: 1) { $0.pointee }
        }
    }
}

/// The view a `MainQueueClosure` calls, held weakly: a `weak let` is read without the dynamic exclusivity check
/// that every read of a capture list's `[weak object]` (a mutable box) enters.
@usableFromInline
final class WeakReference<Object: AnyObject & Sendable>: Sendable {
    @usableFromInline weak let object: Object?

    @usableFromInline
    init(_ object: Object) {
        self.object = object
    }
}
