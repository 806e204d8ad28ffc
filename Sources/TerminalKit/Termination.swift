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
    ///   a crash report from the Swift runtime after which the program carries on.
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
        _ = signal(SIGQUIT, SIG_DFL)
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

    /// Restores the terminal if raw mode is on, then ends the process at once with `status`.
    ///
    /// `_exit`, not `exit`: other threads (a standard input reader, tasks) may still be running, and the
    /// process's exit handlers must not run under them. Everything the programs write is unbuffered, so
    /// nothing is lost. Any thread.
    package static func exit(_ status: ExitStatus) -> Never {
        restoreTerminalBeforeExit()
        _exit(status.rawValue)
    }
}
