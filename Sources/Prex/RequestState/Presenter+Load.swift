extension Presenter {
    /// Loads something in ``task(id:priority:_:)``, at the view's lifetime: dispatches its start now, then its
    /// result, and treats cancellation as cancellation.
    ///
    /// A new identity (``RequestID``, from `dependencies.requestIDs`) names this load: `started(request)` is
    /// dispatched before `load` returns, and `finished(request, result)` when `operation` returns or throws, so the
    /// mutation can give both to a ``RequestState``, which ignores the result of a request a newer one superseded,
    /// whatever the order the results arrive in:
    ///
    /// ```swift
    /// extension Presenter where Action == SearchAction, State == SearchState {
    ///     func search(_ query: String) {
    ///         let repositories = dependencies.repositories
    ///         load(id: "search") { request in
    ///             .searchStarted(query: query, request: request)
    ///         } finished: { request, result in
    ///             .searchFinished(request: request, result: result.mapError(LoadFailure.init))
    ///         } operation: {
    ///             try await repositories.search(query)
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// As with `task(id:)`, a load under the same `id` cancels the one running, and every load is cancelled when
    /// the presenter goes (or, on a scoped Flux, when its child goes). A cancelled load dispatches no result:
    /// not when `operation` throws `CancellationError`, and not when it returns or throws anything after the
    /// cancellation; it dispatches `cancelled(request)` instead, if given, whatever cancelled it (a newer load,
    /// the presenter's end, the scope's end): the actions go to the presenter's Flux, never through the presenter,
    /// so a state shared with other screens stops showing the load even when the presenter went. Give `cancelled`
    /// whenever the request state outlives the presenter (a scope's, a shared Flux's): without it, a cancelled
    /// load leaves its state loading. A load that must outlive its screen takes another lifetime:
    /// ``load(id:lifetime:priority:started:finished:cancelled:operation:)``. On the main actor; cost: a task, as
    /// `task(id:)`.
    ///
    /// - Parameters:
    ///   - id: The load's identity among this presenter's tasks: a new load with the same `id` cancels it.
    ///   - priority: The task's priority; `nil` (the default) inherits the current one.
    ///   - started: The action that says the load started, dispatched before `load` returns.
    ///   - finished: The action that carries the load's result, dispatched unless the load was cancelled.
    ///   - cancelled: The action that says the load was cancelled, if any; by default nothing is dispatched.
    ///   - operation: The work, on the main actor; it may suspend and throw.
    /// - Returns: The load's task, to await or cancel.
    @discardableResult
    public func load<Value: Sendable>(
        id: some Hashable & Sendable,
        priority: TaskPriority? = nil,
        started: (_ request: RequestID) -> Action,
        finished: @escaping @Sendable (_ request: RequestID, _ result: Result<Value, any Error>) -> Action,
        cancelled: (@Sendable (_ request: RequestID) -> Action)? = nil,
        operation: sending @escaping @MainActor () async throws -> Value
    ) -> Task<Void, Never> {
        load(
            id: id, lifetime: .view, priority: priority, started: started, finished: finished, cancelled: cancelled,
            operation: operation)
    }

    /// Loads something as ``load(id:priority:started:finished:cancelled:operation:)`` does, at `lifetime`: a load
    /// that must outlive its screen (``TaskLifetime/feature``: while its child is in the state;
    /// ``TaskLifetime/app``: until it ends).
    ///
    /// ```swift
    /// load(id: "unread", lifetime: .feature) { request in
    ///     .unreadStarted(request)
    /// } finished: { request, result in
    ///     .unreadFinished(request, result.mapError(LoadFailure.init))
    /// } cancelled: { request in
    ///     .unreadCancelled(request)
    /// } operation: {
    ///     try await articles.unreadCount()
    /// }
    /// ```
    ///
    /// Its actions go to this presenter's Flux, whether or not the presenter is still there; on a scope whose
    /// child went, they change nothing and the debug log reports them. On the main actor; cost: a task, as
    /// ``task(id:lifetime:priority:_:)``.
    ///
    /// - Parameters:
    ///   - id: The load's identity among the tasks of `lifetime`: a new load with the same `id` cancels it.
    ///   - lifetime: What cancels the load, besides its own end.
    ///   - priority: The task's priority; `nil` (the default) inherits the current one.
    ///   - started: The action that says the load started, dispatched before `load` returns.
    ///   - finished: The action that carries the load's result, dispatched unless the load was cancelled.
    ///   - cancelled: The action that says the load was cancelled, if any; by default nothing is dispatched.
    ///   - operation: The work, on the main actor; it may suspend and throw.
    /// - Returns: The load's task, to await or cancel.
    @discardableResult
    public func load<Value: Sendable>(
        id: some Hashable & Sendable,
        lifetime: TaskLifetime,
        priority: TaskPriority? = nil,
        started: (_ request: RequestID) -> Action,
        finished: @escaping @Sendable (_ request: RequestID, _ result: Result<Value, any Error>) -> Action,
        cancelled: (@Sendable (_ request: RequestID) -> Action)? = nil,
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
