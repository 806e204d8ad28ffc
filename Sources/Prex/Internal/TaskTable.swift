/// The tasks a presenter started with ``Presenter/task(id:priority:_:)`` or ``Presenter/task(priority:_:)``
/// that are still running; the presenter's `deinit` cancels them all.
///
/// A presenter makes its table on its first task, so a presenter that starts none pays nothing. Starting,
/// replacing and cancelling happen on the main actor; a task removes its own entry when it finishes (on the
/// main actor too); `close()` runs in the presenter's `deinit`, on whichever thread released it. The lock
/// makes all of them safe together. Tasks are cancelled after the lock is released: cancelling runs the
/// task's cancellation handlers synchronously, and they may come back to the table.
///
/// The table holds the tasks, and each task holds the table until it finishes; neither holds the presenter.
final class TaskTable: Sendable {
    typealias Key = TaskTableStateMachine<Task<Void, Never>>.Key

    private let state = Locked(TaskTableStateMachine<Task<Void, Never>>())

    /// Reserves a token, and the key to file a task under; see ``TaskTableStateMachine/reserve(id:)``.
    func reserve(id: TaskID?) -> (key: Key, token: UInt64) {
        state.withLock { $0.reserve(id: id) }
    }

    /// Files a started task, cancelling the one it replaces (or itself, once the table is closed).
    func insert(_ task: Task<Void, Never>, key: Key, token: UInt64) {
        state.withLock { $0.insert(task, key: key, token: token) }?.cancel()
    }

    /// A task finished: removes its entry, unless a newer task replaced it.
    func remove(key: Key, token: UInt64) {
        _ = state.withLock { $0.remove(key: key, token: token) }
    }

    /// Cancels and removes the task filed under `id`, if any.
    func cancel(id: TaskID) {
        state.withLock { $0.cancel(id: id) }?.cancel()
    }

    /// Cancels every task, and every task filed from now on: the presenter went.
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
