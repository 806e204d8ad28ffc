/// Counts the tasks started while it is ``current`` (a task-local the test store sets around each call it drives),
/// at every lifetime, until each body returns: how PrexTesting's test store knows whether effects still run.
///
/// Every task a `TaskTable` starts reads ``current`` once and counts itself in and out; tasks inherit task-locals,
/// so the tasks they start count too. Outside a test store nothing is current: a start pays one task-local read.
package final class RunningTaskCount: Sendable {
    /// The count that tasks started now join; `nil` outside a test store.
    @TaskLocal package static var current: RunningTaskCount?

    private let state = Locked(State())

    private struct State {
        var running = 0
        var whenNone: [@Sendable () -> Void] = []
    }

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
