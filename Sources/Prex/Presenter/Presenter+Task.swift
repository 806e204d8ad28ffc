extension Presenter {
    /// Starts async work tied to this presenter's lifetime under `id`, cancelling the work running under the
    /// same id: a search started while another is in flight replaces it.
    ///
    /// This is the *view* lifetime (``TaskLifetime/view``), for what a screen shows; work that must outlive the
    /// screen, such as a write, takes another: ``task(id:lifetime:priority:_:)``. The operation runs on the main
    /// actor, like the presenter. It receives a `dispatch` function to turn results into actions, which sends
    /// them to this presenter's Flux, from any thread, even after the presenter went (so a load's cancellation
    /// still reaches a state other screens share). Work that does not respond to cancellation keeps running, so
    /// check `Task.isCancelled` or let cancellable calls throw `CancellationError`.
    ///
    /// With a `SearchAction` that has `searchStarted(query:)`, `loaded(repositories:)` and `failed(_:)`, and an
    /// app's `RepositoryService` with an `async throws` `search(_:)`:
    ///
    /// ```swift
    /// extension Presenter where Action == SearchAction, State == SearchState {
    ///     func search(_ query: String, service: some RepositoryService) {
    ///         dispatch(.searchStarted(query: query))
    ///         task(id: "search") { dispatch in
    ///             do {
    ///                 dispatch(.loaded(repositories: try await service.search(query)))
    ///             } catch is CancellationError {
    ///                 // a newer search replaced this one: it shows the results
    ///             } catch {
    ///                 dispatch(.failed("\(error)"))
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Guarantees: at most one task runs under an id (the previous one is cancelled, not awaited); when the
    /// presenter goes (its view went), or on a scoped Flux its child goes, every task it started is cancelled; a
    /// finished task leaves the presenter's task table, and never removes a newer task started under the same
    /// id. Cost: one task and one table entry; the first task of a presenter also makes its table (a lock and a
    /// dictionary). A presenter that starts no task pays one empty stored reference, and ``dispatch(_:)`` is the
    /// same with or without tasks.
    ///
    /// > Warning: The task holds whatever the operation captures until it finishes, and the presenter's Flux.
    /// > Capture `self` (write `self.dispatch` or `self.state`) and a task that waits keeps the presenter alive,
    /// > so its view's going cancels nothing. Use the `dispatch` passed in, and copy what the work needs into
    /// > locals first.
    ///
    /// - Parameters:
    ///   - id: Identifies the work; any `Hashable & Sendable` value, such as a string or an enum case.
    ///   - priority: The task's priority; by default, that of the caller.
    ///   - operation: The work. Its argument dispatches an action to this presenter's Flux.
    /// - Returns: The task, to await (`await presenter.task(id: …) { … }.value`) or cancel. Holding it does
    ///   not keep the presenter alive.
    @discardableResult
    public func task<ID: Hashable & Sendable>(
        id: ID,
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        viewTasks().start(id: TaskID(id), priority: priority, dispatchingTo: flux, operation)
    }

    /// Starts async work tied to this presenter's lifetime, beside any other work: it is cancelled when the
    /// presenter goes.
    ///
    /// Like ``task(id:priority:_:)``, except that no later task replaces it and ``cancelTask(id:)`` cannot
    /// reach it: use it for work that runs to its end, such as loading a screen's content once. Runs on the
    /// main actor; `dispatch` sends to this presenter's Flux, from any thread. Cost: one task and one table
    /// entry, removed when the task finishes.
    ///
    /// ```swift
    /// presenter.task { dispatch in
    ///     for await event in events {
    ///         dispatch(.received(event))
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - priority: The task's priority; by default, that of the caller.
    ///   - operation: The work. Its argument dispatches an action to this presenter's Flux.
    /// - Returns: The task, to await or cancel. Holding it does not keep the presenter alive.
    @discardableResult
    public func task(
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        viewTasks().start(id: nil, priority: priority, dispatchingTo: flux, operation)
    }

    /// Cancels the work started under `id` with ``task(id:priority:_:)``, if it is still running.
    ///
    /// Runs on the main actor. The task is told to stop (it sees `Task.isCancelled`, and cancellable calls
    /// throw `CancellationError`); it is not awaited. Nothing happens when no task runs under `id` (misuse
    /// is a no-op). Cost: one dictionary removal under a lock.
    ///
    /// ```swift
    /// presenter.cancelTask(id: "search")
    /// ```
    ///
    /// - Parameter id: The id the work was started under.
    public func cancelTask<ID: Hashable & Sendable>(id: ID) {
        existingTaskTable(for: .view)?.cancel(id: TaskID(id))
    }

    /// Starts async work that lives as long as `lifetime` says, under `id`, cancelling the work running under
    /// the same id in that lifetime: `.view` as ``task(id:priority:_:)``, `.feature` while this presenter's
    /// feature child is in the state, `.app` until the work ends (see ``TaskLifetime``).
    ///
    /// A write that must survive navigation runs at the app's lifetime; its result goes through this presenter's
    /// Flux, so it reaches the child while the child is in the state, and is dropped (and reported by the debug
    /// log) once the child went:
    ///
    /// ```swift
    /// extension Presenter where Action == ArticleAction, State == ArticleState {
    ///     func markRead() {
    ///         dispatch(.markedRead)
    ///         let articles = dependencies.articles
    ///         let id = state.id
    ///         task(id: ArticleWork.markRead(id), lifetime: .app) { dispatch in
    ///             do {
    ///                 try await articles.markRead(id)
    ///             } catch is CancellationError {
    ///             } catch {
    ///                 dispatch(.markReadFailed(LoadFailure(error)))
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Runs on the main actor. The presenter may go at any time: the task holds its Flux (which it dispatches to)
    /// until it ends, never the presenter. Cost: one task and one table entry; the first task of a lifetime also
    /// makes its table (a lock and a dictionary); a `.feature` or `.app` task takes one more lock round trip to
    /// find its table, and an `.app` task one cast per level of scoping.
    ///
    /// - Parameters:
    ///   - id: Identifies the work among the tasks of `lifetime` (see ``TaskLifetime`` for the scope of an id).
    ///   - lifetime: What cancels the work, besides its own end.
    ///   - priority: The task's priority; by default, that of the caller.
    ///   - operation: The work. Its argument dispatches an action to this presenter's Flux, from any thread.
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

    /// Starts async work that lives as long as `lifetime` says, beside any other work: like
    /// ``task(id:lifetime:priority:_:)``, except that no later task replaces it and no ``cancelTask(id:lifetime:)``
    /// reaches it.
    ///
    /// ```swift
    /// task(lifetime: .app) { dispatch in
    ///     try? await articles.markRead(id)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - lifetime: What cancels the work, besides its own end.
    ///   - priority: The task's priority; by default, that of the caller.
    ///   - operation: The work. Its argument dispatches an action to this presenter's Flux, from any thread.
    /// - Returns: The task, to await or cancel. Holding it does not keep the presenter alive.
    @discardableResult
    public func task(
        lifetime: TaskLifetime,
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        taskTable(for: lifetime).start(id: nil, priority: priority, dispatchingTo: flux, operation)
    }

    /// Cancels the work started under `id` at `lifetime`, if it is still running.
    ///
    /// Runs on the main actor; as ``cancelTask(id:)``, among the tasks of `lifetime`. Nothing happens when no task
    /// runs under `id` (misuse is a no-op).
    ///
    /// ```swift
    /// presenter.cancelTask(id: ArticleWork.markRead(id), lifetime: .app)
    /// ```
    ///
    /// - Parameters:
    ///   - id: The id the work was started under.
    ///   - lifetime: The lifetime it was started at.
    public func cancelTask<ID: Hashable & Sendable>(id: ID, lifetime: TaskLifetime) {
        existingTaskTable(for: lifetime)?.cancel(id: TaskID(id))
    }

    /// The table of `lifetime`'s tasks, made if there is none yet: this presenter's for `.view`, its Flux's otherwise.
    private func taskTable(for lifetime: TaskLifetime) -> TaskTable {
        lifetime == .view ? viewTasks() : flux.taskTable(for: lifetime)
    }

    /// The table of `lifetime`'s tasks, if one was made.
    private func existingTaskTable(for lifetime: TaskLifetime) -> TaskTable? {
        lifetime == .view ? tasks?.table : flux.existingTaskTable(for: lifetime)
    }

    /// The table of this presenter's tasks, made by the first one; closed (every task cancelled) when the
    /// presenter goes, and, on a scoped Flux, when the child the Flux shows goes.
    private func viewTasks() -> TaskTable {
        if let tasks {
            return tasks.table
        }
        let table = TaskTable()
        tasks = (table, flux.store.whenChildGoes { table.close() })
        return table
    }
}
