import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the terminal programs start and end their process: the signal set-up every program needs, and an
/// exit that puts the terminal back first.
package enum Termination {
    /// The program's name for messages: the last part of the path it was started by, such as
    /// `github-search`.
    package static let programName: String = {
        let path = CommandLine.arguments.first ?? ""
        return path.split(separator: "/").last.map(String.init) ?? path
    }()

    /// Prepares the process; call first thing in `main.swift`, on the main thread.
    ///
    /// - A closed output pipe (`program | head -1`) becomes a write error (`EPIPE`) that ``Output`` ends the
    ///   program on quietly, instead of a `SIGPIPE` that kills it.
    /// - `SIGQUIT` (Ctrl-\\) ends the program as it ends any other (status 128 + 3 to a shell), instead of
    ///   a crash report from the Swift runtime after which the program carries on; a SIGQUIT the program was
    ///   started with ignored (a background job of a shell without job control) stays ignored, as SIGINT,
    ///   SIGTERM and SIGHUP do.
    /// - SIGINT, SIGTERM, SIGHUP and SIGQUIT are unblocked: a program started from a thread that blocks them
    ///   (a test runner's, some job runners') would otherwise never see them and could not be stopped.
    /// - A standard descriptor that was closed (`<&-`, `>&-`, `2>&-`) is opened on `/dev/null`, so that the
    ///   file a program opens next cannot take its number and receive its messages. Standard input is opened
    ///   write-only and standard output read-only, so that reading the one and writing the other still fail
    ///   (`EBADF`), as they would on the closed descriptor: a closed output is a failed write (status 74), not
    ///   a silent success, and a closed input a failed read. Standard error is opened for writing: its
    ///   messages are dropped, as on the closed descriptor.
    package static func prepareProcess() {
        _ = signal(SIGPIPE, SIG_IGN)
        // The runtime installs its crash handler only on a SIGQUIT that is not ignored.
        if !isIgnored(signal: SIGQUIT) {
            _ = signal(SIGQUIT, SIG_DFL)
        }
        var stopping = sigset_t()
        sigemptyset(&stopping)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            sigaddset(&stopping, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let null = open("/dev/null", descriptor == STDOUT_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                _ = dup2(null, descriptor)
                _ = close(null)
            }
        }
    }

    /// Restores the terminal if raw mode is on, runs the exit actions (``atExit(_:)``) not run yet, then ends
    /// the process at once with `status`.
    ///
    /// `_exit`, not `exit`: other threads (a standard input reader, tasks) may still be running, and the
    /// process's exit handlers must not run under them. Everything the programs write is unbuffered, so
    /// nothing is lost. Any thread.
    package static func exit(_ status: ExitStatus) -> Never {
        restoreTerminalBeforeExit()
        runExitActions()
        _exit(status.rawValue)
    }

    /// Registers work to do however the program ends through ``exit(_:)``: at its normal end, and also when a
    /// failed write to standard output ends it from wherever the write was (status 74, or 0 when the reader
    /// is gone), such as the last line of a log it keeps. Not on a signal: a program killed did not finish.
    ///
    /// Actions run once each, in the order registered, on the thread that ends the program. An action that
    /// itself ends the program (a failed write) does not run the actions again. Any thread.
    package static func atExit(_ action: @escaping @Sendable () -> Void) {
        exitActions.withLock { $0.append(action) }
    }

    /// Runs the exit actions registered and not run yet, and forgets them: for a program that does more
    /// after them before it exits (reporting a failure of the log they finished).
    package static func runExitActions() {
        let actions = exitActions.withLock { actions in
            defer { actions = [] }
            return actions
        }
        for action in actions {
            action()
        }
    }

    /// The actions ``atExit(_:)`` registered and not run yet.
    private static let exitActions = ExitActions()
}

/// The exit actions (and the stop actions), behind a lock: the program may end from any thread.
final class ExitActions: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `actions` is only read and written while holding `lock`.
    private let lock = NSLock()
    private var actions: [@Sendable () -> Void] = []

    func withLock<Result>(_ body: (inout [@Sendable () -> Void]) -> Result) -> Result {
        lock.withLock { body(&actions) }
    }
}
