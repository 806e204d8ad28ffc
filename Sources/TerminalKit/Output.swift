#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes text to standard output or standard error, unbuffered, with the programs' one rule for failures.
///
/// Every write goes out whole (short and interrupted writes are retried), so a redraw shows at once and
/// nothing is lost at exit. When standard output fails:
/// - its reader is gone (`EPIPE`, as after `| head -1`, with `SIGPIPE` ignored): the reader has all it
///   wanted, so the program ends quietly with ``ExitStatus/success``;
/// - any other error (a full disk, `/dev/full`, a closed descriptor): one line on standard error, such as
///   `github-search: cannot write to standard output: No space left on device`, and ``ExitStatus/ioError``.
///
/// Either way the terminal is restored first (see ``Termination``). A failed write to standard error is
/// dropped: there is nowhere left to report it, and the program carries on. Any thread.
package struct Output: Sendable {
    /// The descriptor written to.
    package let descriptor: Int32

    /// Standard output, whose failures end the program.
    package static let stdout = Output(descriptor: STDOUT_FILENO)
    /// Standard error, whose failures are dropped.
    package static let stderr = Output(descriptor: STDERR_FILENO)

    /// Whether the descriptor is a terminal.
    package var isTerminal: Bool {
        isatty(descriptor) == 1
    }

    /// Writes all of `text`; see the type's discussion for failures.
    package func write(_ text: String) {
        guard let failure = Self.writeAll(text, to: descriptor), descriptor == STDOUT_FILENO else { return }
        if failure == EPIPE {
            Termination.exit(.success)
        }
        let reason = String(cString: strerror(failure))
        _ = Self.writeAll("\(Termination.programName): cannot write to standard output: \(reason)\n", to: STDERR_FILENO)
        Termination.exit(.ioError)
    }

    /// Writes all of `text` to `descriptor`; returns the `errno` of the write that failed, or `nil`.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }
}
