#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes text to a file descriptor, unbuffered, so every redraw shows at once and nothing is lost on exit.
struct FileOutput {
    /// The descriptor written to, such as `STDOUT_FILENO`.
    let descriptor: Int32

    /// Writes all of `text`, retrying short and interrupted writes; gives up silently on an error (there is
    /// nowhere left to report it).
    func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
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
                return
            }
        }
    }

    /// Whether the descriptor is a terminal.
    var isTerminal: Bool {
        isatty(descriptor) == 1
    }
}
