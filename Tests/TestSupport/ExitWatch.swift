import Dispatch
import Foundation

/// Waits for a process to exit, with a deadline so that a broken program fails its test instead of
/// hanging the suite. The deadline is a guard only: a working program exits long before it.
package final class ExitWatch {
    private let process: Process
    private let exited = DispatchSemaphore(value: 0)

    /// Starts watching; call before `process.run()`, since it sets the termination handler.
    package init(_ process: Process) {
        self.process = process
        process.terminationHandler = { [exited] _ in exited.signal() }
    }

    /// A test that ends early (a failed expectation) leaves no program behind.
    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
    }

    /// Waits up to ten seconds for the exit; kills the process and returns `false` if it is still running.
    package func wait() -> Bool {
        guard exited.wait(timeout: .now() + .seconds(10)) == .success else {
            kill(process.processIdentifier, SIGKILL)
            return false
        }
        // The handler runs before `terminationStatus` is final on some platforms; this returns at once.
        process.waitUntilExit()
        return true
    }
}
