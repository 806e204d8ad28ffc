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
    @usableFromInline let body: @Sendable (Argument) -> Void

    @usableFromInline
    init(_ body: @escaping @MainActor @Sendable (Argument) -> Void) {
        self.body = withUnsafePointer(to: body) { isolated in
            isolated.withMemoryRebound(to: (@Sendable (Argument) -> Void).self, capacity: 1) { $0.pointee }
        }
    }
}
