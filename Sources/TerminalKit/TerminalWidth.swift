import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The width of the terminal an output is drawn on, and its changes.
package enum TerminalWidth {
    /// The columns of the terminal at `descriptor`, read now (so a resize is seen at the next call); else
    /// `COLUMNS` from the environment; else `fallback`. As narrow as the terminal is, down to 1: a program that
    /// drew for more columns than there are would see its lines wrap.
    ///
    /// - Parameters:
    ///   - descriptor: The output, such as `STDOUT_FILENO`.
    ///   - environment: The process environment, for `COLUMNS`.
    ///   - fallback: The width of an output that is not a terminal (a pipe, a file).
    package static func columns(of descriptor: Int32, environment: [String: String], fallback: Int = 100) -> Int {
        var size = winsize()
        if isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
            return columns
        }
        return fallback
    }

    /// Calls `handler` on the main queue after each change of the terminal's size (`SIGWINCH`), until the
    /// returned source is cancelled or released.
    ///
    /// - Returns: The signal source; keep it for as long as the handler should run.
    package static func watchResizes(_ handler: @escaping @MainActor () -> Void) -> any DispatchSourceSignal {
        // The default action of SIGWINCH is to ignore it; a dispatch source sees the signal either way, and
        // with SIG_IGN no other handler runs.
        _ = signal(SIGWINCH, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated { handler() }
        }
        source.resume()
        return source
    }
}
