/// A `@MainActor` closure that code already running on the main queue may call without an isolation check.
///
/// `ViewDelivery` calls a presenter's view through one: it checks `MainQueue.isCurrent` once (or runs in a
/// block it enqueued on `DispatchQueue.main`) and then calls the view for every change, synchronously.
/// Checking isolation again with `MainActor.assumeIsolated` would repeat the runtime check and allocate a
/// closure context on every delivery.
///
/// The assumption a user of this type must keep: ``callOnMainQueue(_:)`` runs only on the main queue, which is
/// the main actor's executor. Global-actor isolation is not part of a closure's runtime representation, so
/// dropping `@MainActor` from the closure's type (the cast `MainActor.assumeIsolated` itself makes after its
/// check) changes nothing but what the compiler lets us write; debug builds check the assumption.
@usableFromInline
struct MainQueueClosure<Argument: Sendable>: Sendable {
    @usableFromInline let body: @MainActor @Sendable (Argument) -> Void

    @inlinable
    init(_ body: @escaping @MainActor @Sendable (Argument) -> Void) {
        self.body = body
    }

    /// Calls the closure, on the main queue, without an isolation check.
    @inlinable
    func callOnMainQueue(_ argument: Argument) {
        assert(MainQueue.isCurrent, "MainQueueClosure called off the main queue")
        let call = unsafeBitCast(body, to: (@Sendable (Argument) -> Void).self)
        call(argument)
    }
}
