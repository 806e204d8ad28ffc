import TerminalKit

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension SessionFile {
    /// Refuses, before anything opens it, a recording target that is there and is not a regular file (a
    /// symbolic link is followed): a fifo, whose opening for writing waits for a reader that may never come; a
    /// device such as `/dev/null`, which would keep nothing; a folder; a socket. `--force` replaces a file,
    /// never one of these. A path with nothing there, or one `stat` cannot look at, passes: the creation that
    /// follows says why it fails. One `stat` call.
    ///
    /// - Throws: ``Failure`` with status 73, naming the file, such as "fifo: cannot be recorded to: not a
    ///   regular file (a fifo)".
    static func checkRecordable(path: String) throws(Failure) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else {
            throw Failure(
                message: "\(named(path)): cannot be recorded to: not a regular file (\(describe(kind)))"
                    .escapedForTerminal,
                status: .cannotCreate)
        }
    }
}
