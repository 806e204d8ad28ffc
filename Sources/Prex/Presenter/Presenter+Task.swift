extension Presenter {
    /// Starts async work tied to this presenter's view (``TaskLifetime/view``) under `id`, cancelling the work
    /// running under the same id: a search started while another is in flight replaces it.
    ///
    /// The operation runs on the main actor. Its `dispatch` sends to this presenter's Flux from any thread, even
    /// after the presenter went. Work outliving the screen, such as a write, takes another lifetime:
    /// ``task(id:lifetime:priority:_:)``.
    ///
    /// Guarantees: one task runs under an id (those before are cancelled, not awaited; several share it only when
    /// started with ``TaskIDPolicy/runAlongside``); every task is cancelled when the presenter goes (its view went)
    /// or, on a scoped Flux, when its child goes; a finished task leaves the table and never removes a newer task
    /// under its id. Cost: one task and one table entry; the first
    /// task also makes the table (a lock and a dictionary). A presenter that starts none pays one empty stored
    /// reference; ``dispatch(_:)`` is the same with or without tasks.
    ///
    /// > Warning: The task holds what the operation captures until it ends: capturing `self` keeps the presenter
    /// > alive, so its view's going cancels nothing. Use the `dispatch` passed in; copy what the work needs first.
    ///
    /// - Parameters:
    ///   - id: Identifies the work; any `Hashable & Sendable` value, such as a string or an enum case.
    ///   - priority: The task's priority; by default, the caller's.
    ///   - operation: The work; its argument dispatches an action to this presenter's Flux.
    /// - Returns: The task, to await (`await presenter.task(id: …) { … }.value`) or cancel. Holding it does not
    ///   keep the presenter alive.
    @discardableResult
    public func task<ID: Hashable & Sendable>(
        id: ID,
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        viewTasks().start(id: TaskID(id), priority: priority, dispatchingTo: flux, operation)
    }

    /// Starts async work tied to this presenter's view, beside any other work, for work that runs to its end: as
    /// ``task(id:priority:_:)`` (thread, cost, parameters and result), except that no later task replaces it and
    /// ``cancelTask(id:)`` cannot reach it.
    @discardableResult
    public func task(
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        viewTasks().start(id: nil, priority: priority, dispatchingTo: flux, operation)
    }

    /// Cancels the work started under `id` with ``task(id:priority:_:)``, if it still runs.
    ///
    /// Runs on the main actor. The task is told to stop (it sees `Task.isCancelled`; cancellable calls throw
    /// `CancellationError`), not awaited; no task under `id` is a no-op. Cost: one dictionary removal under a lock.
    ///
    /// - Parameter id: The id the work was started under.
    public func cancelTask<ID: Hashable & Sendable>(id: ID) {
        existingTaskTable(for: .view)?.cancel(id: TaskID(id))
    }

    /// Starts async work under `id` that lives as long as `lifetime` says, cancelling the work running under the
    /// same id in that lifetime: `.view` as ``task(id:priority:_:)``, `.feature` while this presenter's feature
    /// child is in the state (among the tasks of every scope of that child), `.app` until the work ends (see
    /// ``TaskLifetime``, with a write at `.app`).
    ///
    /// Runs on the main actor. The task holds this presenter's Flux, which it dispatches to, never the presenter:
    /// a result reaches the child while it is in the state and is dropped (and reported by the debug log) once it
    /// went. Cost: as ``task(id:priority:_:)``; a `.feature` or `.app` task takes one more lock round trip to find
    /// its table, and an `.app` task one cast per level of scoping.
    ///
    /// - Parameters:
    ///   - id: Identifies the work among the tasks of `lifetime` (see ``TaskLifetime`` for the scope of an id).
    ///   - lifetime: What cancels the work, besides its own end.
    ///   - priority: The task's priority; by default, the caller's.
    ///   - operation: The work; its argument dispatches an action to this presenter's Flux, from any thread.
    /// - Returns: The task, to await or cancel. Holding it does not keep the presenter alive.
    @discardableResult
    public func task<ID: Hashable & Sendable>(
        id: ID,
        lifetime: TaskLifetime,
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        taskTable(for: lifetime).start(id: TaskID(id), priority: priority, dispatchingTo: flux, operation)
    }

    /// Starts async work at `lifetime`, beside any other work: as ``task(id:lifetime:priority:_:)`` (thread, cost,
    /// parameters and result), except that no later task replaces it and no ``cancelTask(id:lifetime:)`` reaches it.
    @discardableResult
    public func task(
        lifetime: TaskLifetime,
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        taskTable(for: lifetime).start(id: nil, priority: priority, dispatchingTo: flux, operation)
    }

    /// Cancels the work started under `id` at `lifetime`, if it still runs: as ``cancelTask(id:)``, among the
    /// tasks of `lifetime`. Runs on the main actor; no task under `id` is a no-op.
    public func cancelTask<ID: Hashable & Sendable>(id: ID, lifetime: TaskLifetime) {
        existingTaskTable(for: lifetime)?.cancel(id: TaskID(id))
    }

    /// The table of `lifetime`'s tasks, made if there is none: this presenter's for `.view`, its Flux's otherwise.
    func taskTable(for lifetime: TaskLifetime) -> TaskTable {
        lifetime == .view ? viewTasks() : flux.taskTable(for: lifetime)
    }

    /// The table of `lifetime`'s tasks, if one was made.
    func existingTaskTable(for lifetime: TaskLifetime) -> TaskTable? {
        lifetime == .view ? tasks?.table : flux.existingTaskTable(for: lifetime)
    }

    /// This presenter's own table, made by the first task; closed when the presenter goes, and on a scoped Flux
    /// when its child goes.
    func viewTasks() -> TaskTable {
        if let tasks {
            return tasks.table
        }
        let table = TaskTable()
        tasks = (table, flux.store.whenChildGoes { table.close() })
        return table
    }
}
