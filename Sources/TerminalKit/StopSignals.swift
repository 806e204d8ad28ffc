import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Termination {
    /// Registers work to do when SIGINT, SIGTERM or SIGHUP ends the program (such as saving a file), before
    /// the signal ends it as it would have: a shell still sees 128 + the signal's number.
    ///
    /// The first call installs a handler for those of the three signals that are not ignored (one the program
    /// was started with ignored stays ignored); the handler only writes the signal's number to a pipe, which is
    /// async-signal-safe. A thread of its own reads it, runs the actions in the order registered, puts the
    /// terminal back if raw mode is on, and raises the signal again with its default action. ``RawMode`` hands
    /// its signals to that thread too while it is on. Main thread; the actions run on that thread.
    package static func beforeStopSignals(_ action: @escaping @Sendable () -> Void) {
        stopActions.withLock { $0.append(action) }
        guard stopSignalWriteEnd < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        let readEnd = ends[0]
        stopSignalWriteEnd = ends[1]
        let thread = Thread {
            var number: UInt8 = 0
            while read(readEnd, &number, 1) != 1 {}
            let actions = stopActions.withLock { $0 }
            for action in actions {
                action()
            }
            restoreTerminalBeforeExit()
            let signalNumber = Int32(number)
            _ = signal(signalNumber, SIG_DFL)
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            sigaddset(&unblocked, signalNumber)
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
            _ = raise(signalNumber)
        }
        thread.start()
        for number in deferredStopSignals where !isIgnored(signal: number) {
            _ = signal(number, deferStop)
        }
    }

    /// The actions ``beforeStopSignals(_:)`` registered.
    private static let stopActions = ExitActions()
}

/// The signals whose end waits for the actions of ``Termination/beforeStopSignals(_:)``.
let deferredStopSignals = [SIGINT, SIGTERM, SIGHUP]

/// The write end of the pipe the stop thread reads, or -1 until ``Termination/beforeStopSignals(_:)`` made it.
/// Written once, on the main thread, before any handler that reads it is installed; then only read.
nonisolated(unsafe) var stopSignalWriteEnd: Int32 = -1

/// Whether the signal `number` waits for the stop actions: what ``RawMode`` checks on enabling and restoring.
func defersStop(of number: Int32) -> Bool {
    stopSignalWriteEnd >= 0 && deferredStopSignals.contains(number)
}

/// Hands the signal to the stop thread. Async-signal-safe: `write` only.
func deferStop(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(stopSignalWriteEnd, &byte, 1)
}
