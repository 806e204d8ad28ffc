import Prex
import TerminalKit

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension SessionFile {
    /// The largest file `--replay` reads: 64 MiB.
    ///
    /// A recorded session holds a line per action, the largest a loaded page (about 20 KB for 30 results), so
    /// thousands of searches fit; the bound keeps a wrong path (a log file, a disk image) from filling memory.
    package static let maximumSize = 64 << 20

    /// Refuses, before anything reads it, a file whose reading could hang or never end: a fifo, a device
    /// (`/dev/zero`), a socket, a folder, or a regular file larger than ``maximumSize``.
    ///
    /// Opens the path without blocking (a fifo without a writer would otherwise wait forever), looks at what it
    /// opened with `fstat`, and closes it: one `open`, one `fstat` and one `close`. A path that cannot be opened
    /// passes: the read that follows says why (no such file, permission denied). The read opens the path
    /// again, so a file replaced in between by another program is read as it is then.
    ///
    /// - Throws: ``Failure`` with status 66, naming the file, such as "fifo: cannot be read: not a regular file
    ///   (a fifo)".
    static func checkReadable(path: String) throws(Failure) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { _ = close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return }
        let kind = status.st_mode & S_IFMT
        let problem: String?
        if kind != S_IFREG {
            problem = "not a regular file (\(describe(kind)))"
        } else if status.st_size > maximumSize {
            problem = "larger than \(maximumSize >> 20) MiB, the most a session file may hold"
        } else {
            problem = nil
        }
        if let problem {
            throw Failure(message: "\(named(path)): cannot be read: \(problem)".escapedForTerminal, status: .noInput)
        }
    }

    /// What a file that is not a regular one is, in a few words: `a fifo`, `a folder`.
    static func describe(_ kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: "a fifo"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFDIR: "a folder"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }
}
