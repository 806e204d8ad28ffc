extension Flux {
    /// Starts async work on this Flux, under `id`, that lives as long as `lifetime` says: by default while the
    /// feature this Flux shows is in the state (``TaskLifetime/feature``); `.app` until the work ends.
    ///
    /// For work started outside any presenter: an app that syncs on launch, a scope's owner, a test. A Flux has no
    /// view, so ``TaskLifetime/view`` lasts as ``TaskLifetime/feature`` here. A new task under the same `id` in the
    /// same lifetime cancels the one running (see ``TaskLifetime`` for the scope of an id).
    ///
    /// ```swift
    /// let row = app.scope(element: id, in: \.feed, action: .row)
    /// row?.task(id: "markRead") { dispatch in
    ///     try? await articles.markRead(id)
    ///     dispatch(.markedRead)
    /// }
    /// ```
    ///
    /// Callable from any thread; the operation runs on the main actor, and its `dispatch` sends to this Flux
    /// from any thread. The task holds this Flux (and the Fluxes it is scoped from) until it ends. Cost: one
    /// task and one table entry; the first task of a lifetime also makes its table, and an `.app` task takes one
    /// cast per level of scoping to find it.
    ///
    /// - Parameters:
    ///   - id: Identifies the work among the tasks of `lifetime`.
    ///   - lifetime: What cancels the work, besides its own end; ``TaskLifetime/feature`` by default.
    ///   - priority: The task's priority; by default, that of the caller.
    ///   - operation: The work. Its argument dispatches an action to this Flux.
    /// - Returns: The task, to await or cancel.
    @discardableResult
    public func task<ID: Hashable & Sendable>(
        id: ID,
        lifetime: TaskLifetime = .feature,
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        taskTable(for: lifetime).start(id: TaskID(id), priority: priority, dispatchingTo: self, operation)
    }

    /// Starts async work on this Flux, beside any other work, that lives as long as `lifetime` says: like
    /// ``task(id:lifetime:priority:_:)``, except that no later task replaces it and no
    /// ``cancelTask(id:lifetime:)`` reaches it.
    ///
    /// ```swift
    /// app.task(lifetime: .app) { dispatch in
    ///     dispatch(.synced(try? await articles.all()))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - lifetime: What cancels the work, besides its own end; ``TaskLifetime/feature`` by default.
    ///   - priority: The task's priority; by default, that of the caller.
    ///   - operation: The work. Its argument dispatches an action to this Flux.
    /// - Returns: The task, to await or cancel.
    @discardableResult
    public func task(
        lifetime: TaskLifetime = .feature,
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        taskTable(for: lifetime).start(id: nil, priority: priority, dispatchingTo: self, operation)
    }

    /// Cancels the work started on this Flux under `id` at `lifetime`, if it is still running.
    ///
    /// The task is told to stop (it sees `Task.isCancelled`); it is not awaited. Nothing happens when no task runs
    /// under `id` (misuse is a no-op). Callable from any thread.
    ///
    /// ```swift
    /// row.cancelTask(id: "markRead")
    /// ```
    ///
    /// - Parameters:
    ///   - id: The id the work was started under.
    ///   - lifetime: The lifetime it was started at; ``TaskLifetime/feature`` by default.
    public func cancelTask<ID: Hashable & Sendable>(id: ID, lifetime: TaskLifetime = .feature) {
        existingTaskTable(for: lifetime)?.cancel(id: TaskID(id))
    }

    /// What holds the table of the tasks of `lifetime` started on this Flux: the app's root store's core for
    /// `.app`, this Flux's store's core otherwise (a Flux has no view).
    private func taskTableHolder(for lifetime: TaskLifetime) -> any TaskTableHolder {
        lifetime == .app ? store.appTaskTableHolder : store.core
    }

    /// The table of the tasks of `lifetime` started on this Flux, made if there is none yet.
    func taskTable(for lifetime: TaskLifetime) -> TaskTable {
        taskTableHolder(for: lifetime).taskTable()
    }

    /// The table of the tasks of `lifetime` started on this Flux, if one was made.
    func existingTaskTable(for lifetime: TaskLifetime) -> TaskTable? {
        taskTableHolder(for: lifetime).existingTaskTable
    }
}
