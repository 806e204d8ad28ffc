/// What a task started under an id does to the tasks already running under that id: replace them (the default of
/// every `task(id:…)`), or run alongside them.
///
/// ``Presenter/task(id:lifetime:ifRunning:priority:_:)`` and ``Flux/task(id:lifetime:ifRunning:priority:_:)`` take
/// it. Whatever the policy, ``Presenter/cancelTask(id:lifetime:)`` (and the Flux's) cancels every task running under
/// the id, and a later start that replaces cancels them all: an id names a group of tasks, such as a
/// web socket's send and receive loops, that stop together. Ids are per lifetime (see ``TaskLifetime``).
public struct TaskIDPolicy: Hashable, Sendable {
    let runsAlongside: Bool

    /// Cancels every task running under the id, then starts the new one: a search as you type. The default.
    public static let replace = TaskIDPolicy(runsAlongside: false)

    /// Starts the new task beside the tasks running under the id, cancelling none: they are cancelled together
    /// by the id later. Costs one more array entry per task while it runs.
    public static let runAlongside = TaskIDPolicy(runsAlongside: true)
}
