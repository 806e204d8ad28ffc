// Former public names, kept so that code written with them compiles, with a warning offering the new name.

/// The former name of ``StoreObservationBag``.
@available(*, deprecated, renamed: "StoreObservationBag")
public typealias ObservationBag = StoreObservationBag

extension Presenter {
    /// The original Prex's name for ``reflectWholeState()``, which is not mistaken for ``View/reflect(change:)``.
    @available(*, deprecated, renamed: "reflectWholeState()")
    nonisolated public final func reflect() {
        reflectWholeState()
    }
}

extension Presenter {
    /// ``load(id:lifetime:priority:started:finished:cancelled:operation:)`` without `cancelled`, as it was called
    /// before `cancelled` had to be named: a cancelled load dispatches nothing, so a request state that outlives it
    /// stays loading.
    @available(
        *, deprecated,
        message:
            "name cancelled: a load cancelled without it leaves its request state loading (cancelled: nil if that state goes with the load)"
    )
    @discardableResult
    public func load<Value: Sendable>(
        id: some Hashable & Sendable,
        lifetime: TaskLifetime = .view,
        priority: TaskPriority? = nil,
        started: (_ request: RequestID) -> Action,
        finished: @escaping @Sendable (_ request: RequestID, _ result: Result<Value, any Error>) -> Action,
        operation: sending @escaping @MainActor () async throws -> Value
    ) -> Task<Void, Never> {
        load(
            id: id, lifetime: lifetime, priority: priority, started: started, finished: finished, cancelled: nil,
            operation: operation)
    }
}
