#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes text to a file descriptor, unbuffered, so every redraw shows at once and nothing is lost on exit.
///
/// Once a write fails (the reader closed its end of a pipe: `EPIPE`, with `SIGPIPE` ignored), the output is
/// ``isClosed`` and later writes do nothing. Main actor only, like the program that draws through it.
@MainActor
final class FileOutput {
    /// The descriptor written to, such as `STDOUT_FILENO`.
    let descriptor: Int32
    /// Whether a write failed, so nobody reads what is written any more.
    private(set) var isClosed = false

    /// Creates an output on `descriptor`.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes all of `text`, retrying short and interrupted writes; on an error it gives up silently (there
    /// is nowhere left to report it) and marks the output ``isClosed``.
    func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty, !isClosed {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                isClosed = true
            }
        }
    }

    /// Whether the descriptor is a terminal.
    var isTerminal: Bool {
        isatty(descriptor) == 1
    }
}
