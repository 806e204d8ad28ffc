import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program started in a process group of its own, on a terminal, whose stops and continues the test sees:
/// a job as a shell with job control runs it.
///
/// `Process` cannot do this: its child shares the test runner's process group, and a stop signal to a group
/// that may be orphaned is discarded by the kernel, so the program would never stop. Here the group is new
/// and its parent (the test runner) is in the same session, so SIGTSTP stops the program as in a shell, and
/// `waitpid` reports each stop, continue and exit. Nothing here sleeps: each wait blocks on `waitpid`, with
/// a ten-second deadline after which the program is killed.
package final class JobControlledProcess {
    /// How the program changed, as `waitpid` reports it.
    package enum Change: Equatable {
        /// Stopped by this signal.
        case stopped(Int32)
        /// Continued.
        case continued
        /// Ended by `exit` with this status.
        case exited(Int32)
        /// Ended by this signal.
        case killed(Int32)
    }

    /// The program's process identifier (and its process group's).
    package let processIdentifier: pid_t
    private var hasEnded = false

    /// Starts `executable` with `arguments` and `environment`, its three standard streams on `terminal`, in a
    /// new process group, with every signal's default action and none blocked.
    ///
    /// - Throws: ``PseudoTerminal/Failure`` when `posix_spawn` fails.
    package init(
        _ executable: URL, arguments: [String] = [], environment: [String: String], terminal: Int32
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_adddup2(&actions, terminal, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGTTIN, SIGTTOU, SIGPIPE, SIGWINCH] {
            sigaddset(&defaults, number)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        let flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for string in argv + envp {
                free(string)
            }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw PseudoTerminal.Failure("posix_spawn failed: errno \(result)") }
        processIdentifier = pid
    }

    /// A test that ends early leaves no program behind.
    deinit {
        if !hasEnded {
            kill(processIdentifier, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(processIdentifier, &status, 0)
        }
    }

    /// Sends `signal` to the program.
    package func send(_ signal: Int32) {
        kill(processIdentifier, signal)
    }

    /// Waits for the program's next stop, continue or end; `nil` (and the program killed) if ten seconds
    /// pass without one.
    package func nextChange() -> Change? {
        let box = Box()
        let pid = processIdentifier
        let done = DispatchSemaphore(value: 0)
        Thread {
            var status: Int32 = 0
            var result: pid_t
            repeat {
                result = waitpid(pid, &status, WUNTRACED | WCONTINUED)
            } while result < 0 && errno == EINTR
            box.status = result == pid ? status : nil
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + .seconds(10)) == .success else {
            kill(processIdentifier, SIGKILL)
            done.wait()
            hasEnded = true
            return nil
        }
        guard let status = box.status else { return nil }
        let change = Self.change(from: status)
        if case .exited = change { hasEnded = true }
        if case .killed = change { hasEnded = true }
        return change
    }

    /// The change a `waitpid` status describes (the `W…` macros, which Swift does not import).
    private static func change(from status: Int32) -> Change {
        let low = status & 0x7F
        if status == 0xFFFF { return .continued }  // Linux
        if status & 0xFF == 0x7F {
            let signal = (status >> 8) & 0xFF
            return signal == SIGCONT ? .continued : .stopped(signal)  // Darwin's continued is "stopped by SIGCONT"
        }
        if low == 0 { return .exited((status >> 8) & 0xFF) }
        return .killed(low)
    }

    /// The status a waiting thread read.
    private final class Box: @unchecked Sendable {
        // `@unchecked Sendable` is sound: `status` is written by the waiting thread before it signals the
        // semaphore, and read only after the semaphore was waited for.
        var status: Int32?
    }
}
