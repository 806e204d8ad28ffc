extension Flux {
    /// Starts async work on this Flux under `id` at `lifetime`, doing what `ifRunning` says to the tasks already
    /// running under that id: ``TaskIDPolicy/replace`` cancels them (as ``task(id:lifetime:priority:_:)``),
    /// ``TaskIDPolicy/runAlongside`` keeps them, so that several tasks share the id and
    /// ``cancelTask(id:lifetime:)`` (or a later replacing start) cancels them together.
    ///
    /// Callable from any thread, as ``task(id:lifetime:priority:_:)`` (thread, cost, lifetimes, what the task
    /// holds): the operation runs on the main actor and its `dispatch` sends to this Flux.
    ///
    /// - Parameters:
    ///   - id: Identifies the work among the tasks of `lifetime`.
    ///   - lifetime: What cancels the work, besides its own end; ``TaskLifetime/feature`` by default.
    ///   - ifRunning: What the new task does to those running under `id`.
    ///   - priority: The task's priority; by default, the caller's.
    ///   - operation: The work; its argument dispatches an action to this Flux.
    /// - Returns: The task, to await or cancel.
    @discardableResult
    public func task<ID: Hashable & Sendable>(
        id: ID,
        lifetime: TaskLifetime = .feature,
        ifRunning: TaskIDPolicy,
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @MainActor (_ dispatch: @escaping @Sendable (Action) -> Void) async -> Void
    ) -> Task<Void, Never> {
        taskTable(for: lifetime).start(
            id: TaskID(id), alongside: ifRunning.runsAlongside, priority: priority, dispatchingTo: self, operation)
    }
}
