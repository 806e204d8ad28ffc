#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal switched to raw mode (shared by the `counter` playground and the `github-search` example): keys
/// arrive one at a time, unechoed, and Ctrl-C is a byte, not SIGINT.
///
/// Output processing stays on, so `\n` still starts a new line. ``restore()`` puts the settings back;
/// until then SIGINT, SIGTERM, SIGHUP and SIGQUIT restore them too before ending the program the way the
/// signal would have (a signal the program was started with ignored, as by `nohup`, stays ignored). Job
/// control works as in a shell: SIGTSTP (`kill -TSTP`, or Ctrl-Z, which ``InputReader`` turns into SIGTSTP
/// since raw mode makes it a byte) puts the terminal's settings back and
/// stops the program; when it is continued (`fg`), raw mode is switched on again, and the ``InputReader`` of
/// the terminal's keys reads ``Input/resumed``, on which a program redraws its screen (the shell may have
/// drawn over it). Those signals are unblocked meanwhile: a program started from a thread that blocks them (a
/// Dispatch worker does) would otherwise never see them. Only one terminal is in raw mode at a time;
/// main actor only.
@MainActor
package struct RawMode {
    private let descriptor: Int32
    /// The signal mask to put back.
    private let originalMask: sigset_t
    /// The signals given a handler here, to give their default action back: those not ignored before.
    private let handledSignals: [Int32]

    /// Switches a terminal to raw mode.
    ///
    /// - Parameter descriptor: The terminal to read keys from, such as `STDIN_FILENO`.
    /// - Returns: The raw mode to restore, or `nil` if `descriptor` is not a terminal whose settings can be
    ///   changed (nothing is changed then).
    package static func enable(on descriptor: Int32) -> RawMode? {
        // `tcgetattr` writes C's `sizeof(struct termios)`, which includes tail padding that Swift's size of
        // the imported struct leaves out: give it a whole stride of memory, never a Swift variable.
        let original = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        defer { original.deallocate() }
        guard isatty(descriptor) == 1, tcgetattr(descriptor, original) == 0 else { return nil }
        let raw = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        defer { raw.deallocate() }
        raw.initialize(to: original.pointee)
        raw.pointee.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.pointee.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.pointee.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        // The handlers read these globals; they are set before any handler is installed.
        makeResumePipe()
        savedSettings.update(from: original, count: 1)
        rawSettings.update(from: raw, count: 1)
        savedDescriptor = descriptor
        var signals = sigset_t()
        var originalMask = sigset_t()
        sigemptyset(&signals)
        let handled = (restoringSignals + [SIGTSTP]).filter { !isIgnored(signal: $0) }
        for number in handled {
            if number == SIGTSTP {
                _ = signal(number, restoreAndStop)
            } else {
                _ = signal(number, restoreAndReraise)
            }
            sigaddset(&signals, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, &originalMask)
        guard tcsetattr(descriptor, TCSAFLUSH, raw) == 0 else {
            pthread_sigmask(SIG_SETMASK, &originalMask, nil)
            uninstallHandlers(handled)
            return nil
        }
        return RawMode(descriptor: descriptor, originalMask: originalMask, handledSignals: handled)
    }

    /// Puts the terminal's original settings back, then the signal handlers and mask. Keys typed but not
    /// read are discarded rather than left for the shell.
    package func restore() {
        _ = tcsetattr(descriptor, TCSAFLUSH, savedSettings)
        Self.uninstallHandlers(handledSignals)
        savedDescriptor = -1
        var mask = originalMask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }

    private static func uninstallHandlers(_ signals: [Int32]) {
        for number in signals {
            // A signal whose end waits for the program's stop actions goes back to that handler.
            if defersStop(of: number) {
                _ = signal(number, deferStop)
            } else {
                _ = signal(number, SIG_DFL)
            }
        }
    }
}

/// The terminal raw mode is on for, or `nil`. Main thread only (``RawMode`` changes it there); a reader on another
/// thread is handed the answer when it starts.
var terminalInRawMode: Int32? {
    savedDescriptor >= 0 ? savedDescriptor : nil
}

/// Stops the program as Ctrl-Z does in a shell, raw mode being on for `terminal` (it made Ctrl-Z a byte):
/// SIGTSTP to the terminal's foreground job when the program is in it, as the terminal itself sends it, else to
/// the program alone. Any thread.
func suspendAsControlZ(terminal descriptor: Int32) {
    if tcgetpgrp(descriptor) == getpgrp() {
        _ = kill(0, SIGTSTP)
    } else {
        _ = kill(getpid(), SIGTSTP)
    }
}

/// The signals that end the program with its terminal restored.
private let restoringSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

// Written by `RawMode.enable(on:)` before the handlers go in (and the descriptor set back to -1 by
// `restore()` after they are gone), otherwise only read, by the handler too: a signal handler cannot capture
// context, so these are globals. The programs enable, restore and exit on the main thread.
// (A whole stride of memory: C writes and reads `sizeof(struct termios)`, more than Swift's size of it.)
nonisolated(unsafe) private let savedSettings: UnsafeMutablePointer<termios> = {
    let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    settings.initialize(to: termios())
    return settings
}()
/// The raw settings, to switch on again when a stopped program continues.
nonisolated(unsafe) private let rawSettings: UnsafeMutablePointer<termios> = {
    let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    settings.initialize(to: termios())
    return settings
}()
nonisolated(unsafe) private var savedDescriptor: Int32 = -1
/// The pipe the stop handler writes a byte to once the program continued, and ``InputReader`` reads: `-1`
/// until raw mode is first enabled, which makes it (both ends non-blocking); set once, on the main thread,
/// before any handler or reader uses it, then only read.
nonisolated(unsafe) var resumeReadEnd: Int32 = -1
nonisolated(unsafe) private var resumeWriteEnd: Int32 = -1

/// Makes the resume pipe, once. Without descriptors to spare there is none, and a continued program redraws
/// at its next output instead.
private func makeResumePipe() {
    guard resumeWriteEnd < 0 else { return }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    resumeReadEnd = ends[0]
    resumeWriteEnd = ends[1]
}

/// Puts the terminal back if raw mode is on, for ``Termination/exit(_:)``: the program is ending from
/// wherever a write failed, without unwinding to ``RawMode/restore()``.
func restoreTerminalBeforeExit() {
    if savedDescriptor >= 0 {
        _ = tcsetattr(savedDescriptor, TCSAFLUSH, savedSettings)
    }
}

/// Restores the terminal, then dies of the same signal with the default action, so the parent sees the
/// usual status; or, for a signal whose end waits for the program's stop actions, hands it to their thread
/// (``Termination/beforeStopSignals(_:)``). Async-signal-safe: `tcsetattr`, `signal`, `write` and `raise` only.
private func restoreAndReraise(_ number: Int32) {
    _ = tcsetattr(savedDescriptor, TCSANOW, savedSettings)
    if defersStop(of: number) {
        deferStop(number)
        return
    }
    _ = signal(number, SIG_DFL)
    _ = raise(number)
}

/// SIGTSTP: restores the terminal, stops with the default action (so the shell sees a stopped job), and
/// once continued switches raw mode on again and writes a byte to the resume pipe, which the reader of the
/// keys turns into ``Input/resumed``. Async-signal-safe: `tcsetattr`, `signal`, `sigprocmask`, `raise` and `write`
/// only.
private func restoreAndStop(_ number: Int32) {
    let descriptor = savedDescriptor
    if descriptor >= 0 {
        _ = tcsetattr(descriptor, TCSANOW, savedSettings)
    }
    _ = signal(SIGTSTP, SIG_DFL)
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    _ = sigprocmask(SIG_UNBLOCK, &stop, nil)
    _ = raise(SIGTSTP)
    // Continued (SIGCONT), unless raw mode was restored meanwhile.
    _ = signal(SIGTSTP, restoreAndStop)
    if savedDescriptor >= 0 {
        _ = tcsetattr(savedDescriptor, TCSANOW, rawSettings)
        if resumeWriteEnd >= 0 {
            var byte: UInt8 = 1
            _ = write(resumeWriteEnd, &byte, 1)
        }
    }
}
