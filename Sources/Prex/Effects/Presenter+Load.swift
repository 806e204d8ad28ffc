extension Presenter {
    /// Loads something in a task of `lifetime` (this presenter's view by default): dispatches `started(request)` now,
    /// then `finished(request, result)` when `operation` returns or throws, or `cancelled(request)` if it was
    /// cancelled.
    ///
    /// `request` is a new ``RequestID`` from `dependencies.requestIDs`, so that a ``RequestState`` given both actions
    /// ignores the result of a request a newer one superseded, in whatever order results arrive. As with
    /// ``task(id:lifetime:ifRunning:priority:_:)``, a load under the same `id` and `lifetime` cancels the one running,
    /// and a view load is cancelled when the presenter goes (on a scoped Flux, also when its child goes). A load that
    /// must outlive its screen takes ``TaskLifetime/feature`` (while its child is in the state) or
    /// ``TaskLifetime/app`` (until it ends).
    ///
    /// A cancelled load never dispatches `finished` (whether `operation` throws `CancellationError`, returns, or
    /// throws after the cancellation); it dispatches `cancelled` whatever cancelled it: a newer load,
    /// ``cancelTask(id:lifetime:)``, the presenter's end, the scope's end. The actions go to the presenter's Flux,
    /// never through the presenter, so the cancellation reaches the state even after the presenter went, and no
    /// request state is left loading; on a scope whose child went, they change nothing and the debug log reports
    /// them. `cancelled: nil` dispatches nothing: only for a state that goes with the load (a Flux of this
    /// presenter's own).
    ///
    /// On the main actor; cost: a task, as ``task(id:lifetime:ifRunning:priority:_:)``.
    ///
    /// - Parameters:
    ///   - id: The load's identity among the tasks of `lifetime`: a new load with the same `id` cancels it.
    ///   - lifetime: What cancels the load, besides its own end; ``TaskLifetime/view`` by default.
    ///   - priority: The task's priority; `nil` (the default) inherits the current one.
    ///   - started: The action that says the load started, dispatched before `load` returns.
    ///   - finished: The action that carries the load's result, dispatched unless the load was cancelled.
    ///   - cancelled: The action that says the load was cancelled; `nil` dispatches nothing (a request state that
    ///     outlives the load then stays loading).
    ///   - operation: The work, on the main actor; it may suspend and throw.
    /// - Returns: The load's task, to await or cancel.
    @discardableResult
    public func load<Value: Sendable>(
        id: some Hashable & Sendable,
        lifetime: TaskLifetime = .view,
        priority: TaskPriority? = nil,
        started: (_ request: RequestID) -> Action,
        finished: @escaping @Sendable (_ request: RequestID, _ result: Result<Value, any Error>) -> Action,
        cancelled: (@Sendable (_ request: RequestID) -> Action)?,
        operation: sending @escaping @MainActor () async throws -> Value
    ) -> Task<Void, Never> {
        let request = dependencies.requestIDs.next()
        dispatch(started(request))
        return task(id: id, lifetime: lifetime, priority: priority) { dispatch in
            let result: Result<Value, any Error>
            do {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            if Task.isCancelled || result.isCancellation {
                if let cancelled {
                    dispatch(cancelled(request))
                }
                return
            }
            dispatch(finished(request, result))
        }
    }
}

extension Result {
    /// Whether this is the failure a cancelled task throws.
    var isCancellation: Bool {
        if case .failure(let error) = self {
            return error is CancellationError
        }
        return false
    }
}
