/// A `@MainActor` closure that code already running on the main queue may call without an isolation check.
///
/// `ViewDelivery` calls a presenter's view through one: it checks `MainQueue.isCurrent` once (or runs in a
/// block it enqueued on `DispatchQueue.main`) and then calls the view, synchronously. Calling it through
/// `MainActor.assumeIsolated` instead costs two runtime executor checks per delivery (one in `assumeIsolated`,
/// one the Swift 6 compiler puts at the start of the main-actor closure handed to it) and an allocation: the
/// `presenter` workload (Benchmarks/README.md, "Why the unsafe pieces stay").
///
/// The assumption a user of this type must keep: ``body`` is called only on the main queue, which is
/// the main actor's executor. Why dropping the isolation is sound: global-actor isolation is not part of a
/// closure's runtime representation (a thick function: its entry point and its context), so a
/// `@MainActor @Sendable (Argument) -> Void` and a `@Sendable (Argument) -> Void` are layout compatible, and
/// `init` reads the one as the other once, with `withMemoryRebound` (the same step `MainActor.assumeIsolated`
/// takes after its check). Nothing but what the compiler lets us write changes; `ViewDelivery` checks the
/// assumption in debug builds on every call.
@usableFromInline
struct MainQueueClosure<Argument: Sendable>: Sendable {
    /// The closure, its `@MainActor` dropped from its type: call it on the main queue only.
    @usableFromInline let body: @Sendable (Argument) -> Void

    @usableFromInline
    init(_ body: @escaping @MainActor @Sendable (Argument) -> Void) {
        self.body = withUnsafePointer(to: body) { isolated in
            isolated.withMemoryRebound(to: (@Sendable (Argument) -> Void).self, capacity: 1) { $0.pointee }
        }
    }
}
