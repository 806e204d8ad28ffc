/// Counts the tasks started while it is the current count, at every lifetime, until each finishes: how
/// PrexTesting's test store knows whether the effects of the code it drives still run.
///
/// The test store makes the count current (``current``, a task-local value) around each call it drives; every
/// task started there (every task a `TaskTable` starts: a presenter's, a feature's, the app's, and the loads in them)
/// reads it once when it starts, counts itself in, and counts itself out when its body returns. Tasks inherit
/// task-local values, so the tasks those tasks start count too. Outside a test store nothing is current: a task
/// start pays one task-local read.
package final class RunningTaskCount: Sendable {
    /// The count that tasks started now join; `nil` outside a test store.
    @TaskLocal package static var current: RunningTaskCount?

    private let state = Locked(State())

    private struct State {
        var running = 0
        var whenNone: [@Sendable () -> Void] = []
    }

    /// A count of zero.
    package init() {}

    /// How many counted tasks run now.
    package var running: Int {
        state.withLock { $0.running }
    }

    /// A counted task started.
    func started() {
        state.withLock { $0.running += 1 }
    }

    /// A counted task's body returned; runs the callbacks waiting for none to run, if it was the last.
    func finished() {
        let callbacks = state.withLock { state -> [@Sendable () -> Void] in
            state.running -= 1
            guard state.running == 0 else { return [] }
            defer { state.whenNone = [] }
            return state.whenNone
        }
        for callback in callbacks {
            callback()
        }
    }

    /// Runs `callback` once no counted task runs: now, on the calling thread, when none does; otherwise on the
    /// thread of the last task that finishes.
    package func whenNoneRun(_ callback: @escaping @Sendable () -> Void) {
        let now = state.withLock { state -> Bool in
            guard state.running > 0 else { return true }
            state.whenNone.append(callback)
            return false
        }
        if now {
            callback()
        }
    }
}
