/// The running tasks of one lifetime (see ``TaskLifetime``): a presenter's (*view*), a child's, shared by its
/// scopes (*feature*, see ``ScopeLifetime``), or a Flux tree's root store's (*app*), made by its first task.
/// Closing it, when the lifetime ends, cancels them all. ``start(id:priority:dispatchingTo:_:)`` starts every task
/// of every lifetime: the one place that sees each effect of a Flux tree begin and end.
///
/// Start, replace and cancel run on any thread, a task's removal of its own entry on the main actor, `close()`
/// where the lifetime ends; the lock makes them safe together. Tasks are cancelled after the lock is released:
/// cancelling runs cancellation handlers synchronously, and they may come back to the table. The table holds the
/// tasks; each task holds the table and its Flux until it finishes; neither holds a presenter.
final class TaskTable: Sendable {
    typealias Key = TaskTableStateMachine<Filed>.Key

    private let state = Locked(TaskTableStateMachine<Filed>())

    /// A task in the table, with what counts it for a test (nothing outside tests).
    struct Filed: Sendable {
        let task: Task<Void, Never>
        let counted: [CountedTask]

        /// Tells the counts the task is cancelled (it is unwinding from now on), then cancels it.
        func cancel() {
            for count in counted {
                count.cancelled()
            }
            task.cancel()
        }
    }

    /// Starts `operation` on the main actor, filed under `id`: replacing, and cancelling, the tasks filed there, or
    /// beside them when `alongside` is `true`. Its `dispatch` sends actions to `flux`, which the task holds until it
    /// finishes. Returns the task.
    func start<Action, State>(
        id: TaskID?,
        alongside: Bool = false,
        priority: TaskPriority?,
        dispatchingTo flux: Flux<Action, State>,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        let (key, token, replaced) = state.withLock { $0.reserve(id: id, alongside: alongside) }
        for task in replaced {
            task.cancel()
        }
        let dispatch: @Sendable (Action) -> Void = { action in
            flux.dispatcher.dispatch(action)
        }
        // Counted for a test store (which fails a test that ends while one still runs) and a test clock (which
        // moves time once none is busy); see `RunningTaskCount`.
        let counted = RunningTaskCount.counts(for: flux).map { $0.started() }
        let task: Task<Void, Never>
        if counted.isEmpty {
            task = Task(priority: priority) { @MainActor in
                await operation(dispatch)
                self.remove(key: key, token: token)
            }
        } else {
            task = Task(priority: priority) { @MainActor in
                for count in counted {
                    count.began()
                }
                await CountedTask.$current.withValue(counted) {
                    await withTaskCancellationHandler {
                        await operation(dispatch)
                    } onCancel: {
                        for task in counted {
                            task.cancelled()
                        }
                    }
                }
                self.remove(key: key, token: token)
                for task in counted {
                    task.finished()
                }
            }
        }
        state.withLock { $0.insert(Filed(task: task, counted: counted), key: key, token: token) }?.cancel()
        return task
    }

    /// A task finished: removes its entry, unless a newer task replaced it.
    private func remove(key: Key, token: UInt64) {
        _ = state.withLock { $0.remove(key: key, token: token) }
    }

    /// Cancels and removes the tasks filed under `id`, if any.
    func cancel(id: TaskID) {
        for task in state.withLock({ $0.cancel(id: id) }) {
            task.cancel()
        }
    }

    /// Cancels every task, and every task filed from now on: the lifetime ended.
    func close() {
        for task in state.withLock({ $0.close() }) {
            task.cancel()
        }
    }

    /// How many tasks are filed (started and not seen finishing). For the package's tests only.
    package var count: Int {
        state.withLock { $0.entries.count }
    }
}
