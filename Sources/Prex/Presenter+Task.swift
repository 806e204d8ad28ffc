extension Presenter {
    /// Starts async work tied to this presenter's lifetime under `id`, cancelling the work running under the
    /// same id: a search started while another is in flight replaces it.
    ///
    /// The operation runs on the main actor, like the presenter. It receives a `dispatch` function to turn
    /// results into actions; that function does not keep the presenter alive (it drops actions once the
    /// presenter is gone) and may be called from any thread. Work that does not respond to cancellation
    /// keeps running, so check `Task.isCancelled` or let cancellable calls throw `CancellationError`.
    ///
    /// With a `SearchAction` that has `searchStarted(query:)`, `loaded(repositories:)` and `failed(_:)`, and an
    /// app's `RepositoryService` with an `async throws` `search(_:)` (the README's sample, which a test compiles):
    ///
    /// ```swift
    /// extension Presenter where Action == SearchAction, State == SearchState {
    ///     func search(_ query: String, service: some RepositoryService) {
    ///         dispatch(.searchStarted(query: query))
    ///         task(id: "search") { dispatch in
    ///             do {
    ///                 dispatch(.loaded(repositories: try await service.search(query)))
    ///             } catch {
    ///                 dispatch(.failed("\(error)"))
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Guarantees: at most one task runs under an id (the previous one is cancelled, not awaited); when the
    /// presenter goes (its view went), every task it started is cancelled; a finished task leaves the
    /// presenter's task table, and never removes a newer task started under the same id. Cost: one task and
    /// one table entry; the first task of a presenter also makes its table (a lock and a dictionary). A
    /// presenter that starts no task pays one empty stored reference, and ``dispatch(_:)`` is the same with or
    /// without tasks.
    ///
    /// > Warning: The task holds whatever the operation captures until it finishes. Capture `self` (write
    /// > `self.dispatch` or `self.state`) and a task that waits keeps the presenter alive, so its view's
    /// > going cancels nothing. Use the `dispatch` passed in, and copy what the work needs into locals first.
    ///
    /// - Parameters:
    ///   - id: Identifies the work; any `Hashable & Sendable` value, such as a string or an enum case.
    ///   - priority: The task's priority; by default, that of the caller.
    ///   - operation: The work. Its argument dispatches an action to this presenter's Flux while the
    ///     presenter exists.
    /// - Returns: The task, to await (`await presenter.task(id: …) { … }.value`) or cancel. Holding it does
    ///   not keep the presenter alive.
    @discardableResult
    public func task<ID: Hashable & Sendable>(
        id: ID,
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        startTask(id: TaskID(id), priority: priority, operation)
    }

    /// Starts async work tied to this presenter's lifetime, beside any other work: it is cancelled when the
    /// presenter goes.
    ///
    /// Like ``task(id:priority:_:)``, except that no later task replaces it and ``cancelTask(id:)`` cannot
    /// reach it: use it for work that runs to its end, such as loading a screen's content once. Runs on the
    /// main actor; `dispatch` does not keep the presenter alive and may be called from any thread. Cost: one
    /// task and one table entry, removed when the task finishes.
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
    ///   - operation: The work. Its argument dispatches an action to this presenter's Flux while the
    ///     presenter exists.
    /// - Returns: The task, to await or cancel. Holding it does not keep the presenter alive.
    @discardableResult
    public func task(
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        startTask(id: nil, priority: priority, operation)
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
        tasks?.table.cancel(id: TaskID(id))
    }

    /// The table of this presenter's tasks; on a scoped Flux, closed (every task cancelled) when the child the
    /// Flux shows goes.
    private func makeTaskTable() -> (TaskTable, WeakReference<Presenter>, Subscription?) {
        let table = TaskTable()
        return (table, WeakReference(self), flux.store.whenChildGoes { table.close() })
    }

    private func startTask(
        id: TaskID?,
        priority: TaskPriority?,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        let (table, presenter, detachment) = tasks ?? makeTaskTable()
        tasks = (table, presenter, detachment)
        let (key, token) = table.reserve(id: id)
        let dispatch: @Sendable (Action) -> Void = { action in
            presenter.object?.dispatch(action)
        }
        // The task runs on the main actor, which this method occupies until it returns: the task cannot
        // finish, and remove its entry, before `insert` filed it.
        let running = RunningTaskCount.current
        running?.started()
        let task = Task(priority: priority) { @MainActor in
            await operation(dispatch)
            table.remove(key: key, token: token)
            running?.finished()
        }
        table.insert(task, key: key, token: token)
        return task
    }
}
