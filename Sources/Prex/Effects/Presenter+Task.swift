extension Presenter {
    /// Starts async work under `id` that lives as long as `lifetime` says (this presenter's view by default),
    /// cancelling the work running under the same id in that lifetime: a search started while another is in flight
    /// replaces it. With `ifRunning: .runAlongside`, the work joins the tasks running under `id` instead, so that
    /// several tasks share the id and ``cancelTask(id:lifetime:)`` (or a later replacing start) cancels them together.
    ///
    /// Lifetimes (see ``TaskLifetime``): ``TaskLifetime/view`` until this presenter goes (its view went) or, on a
    /// scoped Flux, its child goes; ``TaskLifetime/feature`` while this presenter's feature child is in the state
    /// (among the tasks of every scope of that child); ``TaskLifetime/app`` until the work ends (for writes).
    ///
    /// Runs on the main actor, and so does the operation. Its `dispatch` sends to this presenter's Flux from any
    /// thread, even after the presenter went: a result reaches the child while it is in the state and is dropped
    /// (and reported by the debug log) once it went. A finished task leaves the table and never removes a newer task
    /// under its id. Cost: one task and one table entry; the first task of a table also makes it (a lock and a
    /// dictionary); a `.feature` or `.app` task takes one more lock round trip to find its table, an `.app` task one
    /// cast per level of scoping. A presenter that starts none pays one empty stored reference; ``dispatch(_:)`` is
    /// the same with or without tasks.
    ///
    /// > Warning: The task holds what the operation captures until it ends: capturing `self` keeps the presenter
    /// > alive, so its view's going cancels nothing. Use the `dispatch` passed in; copy what the work needs first.
    ///
    /// - Parameters:
    ///   - id: Identifies the work among the tasks of `lifetime`; any `Hashable & Sendable` value, such as a string
    ///     or an enum case.
    ///   - lifetime: What cancels the work, besides its own end; ``TaskLifetime/view`` by default.
    ///   - ifRunning: What the new task does to those running under `id`; ``TaskIDPolicy/replace`` by default.
    ///   - priority: The task's priority; by default, the caller's.
    ///   - operation: The work; its argument dispatches an action to this presenter's Flux, from any thread.
    /// - Returns: The task, to await (`await presenter.task(id: …) { … }.value`) or cancel. Holding it does not
    ///   keep the presenter alive.
    @discardableResult
    public func task<ID: Hashable & Sendable>(
        id: ID,
        lifetime: TaskLifetime = .view,
        ifRunning: TaskIDPolicy = .replace,
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        taskTable(for: lifetime).start(
            id: TaskID(id), alongside: ifRunning.runsAlongside, priority: priority, dispatchingTo: flux, operation)
    }

    /// Starts async work at `lifetime` (this presenter's view by default) beside any other work, for work that runs
    /// to its end: as ``task(id:lifetime:ifRunning:priority:_:)`` (thread, cost, parameters and result), except that
    /// no later task replaces it and no ``cancelTask(id:lifetime:)`` reaches it.
    @discardableResult
    public func task(
        lifetime: TaskLifetime = .view,
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        taskTable(for: lifetime).start(id: nil, priority: priority, dispatchingTo: flux, operation)
    }

    /// Cancels every task started under `id` at `lifetime` (this presenter's view by default), if any still runs.
    ///
    /// Runs on the main actor. The task is told to stop (it sees `Task.isCancelled`; cancellable calls throw
    /// `CancellationError`), not awaited; no task under `id` is a no-op. Cost: one dictionary removal under a lock.
    ///
    /// - Parameters:
    ///   - id: The id the work was started under.
    ///   - lifetime: The lifetime it was started at; ``TaskLifetime/view`` by default.
    public func cancelTask<ID: Hashable & Sendable>(id: ID, lifetime: TaskLifetime = .view) {
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
