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
    /// Creates an empty file at `path`, failing if something is there already.
    ///
    /// One `open` with `O_CREAT | O_EXCL`, so no file can appear between the check and the creation, then one
    /// `close`. Other failures (no such folder, permission denied) pass: creating the recorder reports them.
    ///
    /// - Throws: ``Failure`` with status 73 when the path exists, naming it and `--force`.
    static func createNew(path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor >= 0 {
            _ = close(descriptor)
        } else if errno == EEXIST {
            throw Failure(
                message: "\(named(path)): already exists; add --force to record over it".escapedForTerminal,
                status: .cannotCreate)
        }
    }
}
