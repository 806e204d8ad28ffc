extension Flux {
    /// Starts async work on this Flux under `id`, cancelling the work running under the same id in `lifetime`, or,
    /// with `ifRunning: .runAlongside`, joining it, so that several tasks share the id and
    /// ``cancelTask(id:lifetime:)`` (or a later replacing start) cancels them together. By default the work lasts
    /// while the child this Flux shows is in the state (``TaskLifetime/feature``: every scope of that child shares
    /// its tasks); `.app` until the work ends. For work started outside any presenter: a sync on launch, a scope's
    /// owner, a test. A Flux has no view: ``TaskLifetime/view`` means ``TaskLifetime/feature``.
    ///
    /// Callable from any thread; the operation runs on the main actor, and its `dispatch` sends to this Flux from
    /// any thread. The task holds this Flux (and the Fluxes it is scoped from) until it ends. Cost: one task and one
    /// table entry; the first task of a lifetime also makes its table; an `.app` task takes one cast per level of
    /// scoping to find it.
    ///
    /// - Parameters:
    ///   - id: Identifies the work among the tasks of `lifetime` (see ``TaskLifetime`` for the scope of an id).
    ///   - lifetime: What cancels the work, besides its own end; ``TaskLifetime/feature`` by default.
    ///   - ifRunning: What the new task does to those running under `id`; ``TaskIDPolicy/replace`` by default.
    ///   - priority: The task's priority; by default, the caller's.
    ///   - operation: The work; its argument dispatches an action to this Flux.
    /// - Returns: The task, to await or cancel.
    @discardableResult
    public func task<ID: Hashable & Sendable>(
        id: ID,
        lifetime: TaskLifetime = .feature,
        ifRunning: TaskIDPolicy = .replace,
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        taskTable(for: lifetime).start(
            id: TaskID(id), alongside: ifRunning.runsAlongside, priority: priority, dispatchingTo: self, operation)
    }

    /// Starts async work on this Flux at `lifetime` (``TaskLifetime/feature`` by default), beside any other work:
    /// as ``task(id:lifetime:ifRunning:priority:_:)`` (thread, cost, parameters and result), except that no later task
    /// replaces it and no ``cancelTask(id:lifetime:)`` reaches it.
    @discardableResult
    public func task(
        lifetime: TaskLifetime = .feature,
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        taskTable(for: lifetime).start(id: nil, priority: priority, dispatchingTo: self, operation)
    }

    /// Cancels every task started under `id` at `lifetime` (``TaskLifetime/feature`` by default, `.view` the same)
    /// on this Flux or, for a feature, on any scope of its child, if it still runs. Callable from any thread. The
    /// task is told to stop (it sees `Task.isCancelled`), not awaited; no task under `id` is a no-op.
    public func cancelTask<ID: Hashable & Sendable>(id: ID, lifetime: TaskLifetime = .feature) {
        existingTaskTable(for: lifetime)?.cancel(id: TaskID(id))
    }

    /// The lifetime that holds the table of this Flux's tasks at `lifetime`: the app's for `.app`, otherwise the
    /// child's this Flux shows (a Flux has no view), which every scope of that child shares. Holding the gate.
    private func owner(of lifetime: TaskLifetime) -> ScopeLifetime {
        lifetime == .app ? store.appLifetime : store.lifetime
    }

    /// The table of the tasks of `lifetime` started on this Flux, made if there is none yet.
    func taskTable(for lifetime: TaskLifetime) -> TaskTable {
        store.core.gate.withLock { owner(of: lifetime).taskTable() }
    }

    /// The table of the tasks of `lifetime` started on this Flux, if one was made.
    func existingTaskTable(for lifetime: TaskLifetime) -> TaskTable? {
        store.core.gate.withLock { owner(of: lifetime).tasks }
    }
}
