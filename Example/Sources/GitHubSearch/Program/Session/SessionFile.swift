import Foundation
import Prex
import TerminalKit

/// Opens the files of `--record` and `--replay`, turning every problem into a one-line message and an
/// exit status (the `sysexits.h` codes).
package enum SessionFile {
    /// A session file that cannot be used: what to print, and the exit status.
    package struct Failure: Error, Equatable {
        /// One line, naming the file, such as "session.jsonl: no such file".
        package let message: String
        /// 65 for a file that is not a session, 66 for one that cannot be read, 73 for one that cannot be
        /// created, 74 when writing fails.
        package let status: ExitStatus
    }

    /// Creates the file at `path` to record a session in.
    ///
    /// An existing file is kept as it is, and refused, unless `replacing` says to empty it (`--force`): a
    /// recording never overwrites a file by surprise. Something there that is not a regular file (a fifo, a
    /// device, a folder) is refused before anything is opened, `--force` or not (``checkRecordable(path:)``).
    ///
    /// - Parameters:
    ///   - path: Where to record.
    ///   - replacing: Whether an existing file at `path` may be emptied and recorded over.
    /// - Throws: ``Failure`` with status 73 (or 74 when the header cannot be written).
    package static func recorder(at path: String, replacing: Bool = false) throws(Failure)
        -> ActionLogWriter<SessionEntry>
    {
        try checkRecordable(path: path)
        if !replacing {
            try createNew(path: path)
        }
        do {
            return try ActionLogWriter(creatingFileAt: URL(fileURLWithPath: path))
        } catch {
            throw failure(error)
        }
    }

    /// Opens the session recorded in the file at `path`, to read its entries one at a time.
    ///
    /// Opens only a regular file of at most ``maximumSize`` bytes, so that reading it ends, whatever the path
    /// names (see ``checkReadable(path:)``), and reads its header. The entries are read as the replay asks for
    /// them, in memory bounded by the longest line (``SessionEntries``).
    ///
    /// - Throws: ``Failure`` with status 66 for a missing or unreadable file (also a fifo, a device, a folder
    ///   or a file over ``maximumSize``), 65 for one that is not an action log.
    package static func entries(at path: String) throws(Failure) -> SessionEntries {
        try checkReadable(path: path)
        do {
            return SessionEntries(reader: try ActionLogReader(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw failure(error)
        }
    }

    /// The message and exit status for entries that are not a session: status 65, naming the file, such as
    /// "session.jsonl: not a recorded session: entry 2 is a detail action while no result is open".
    package static func failure(_ error: SessionReplay.Failure, path: String) -> Failure {
        Failure(message: "\(named(path)): not a recorded session: \(error)".escapedForTerminal, status: .dataError)
    }

    /// The message and exit status for a session without its `ended` entry, after its screen was printed:
    /// status 65, naming the file. Its program was killed, or stopped by an error, while it recorded.
    package static func cutShort(path: String) -> Failure {
        Failure(
            message:
                "\(named(path)): the session was cut short (it has no end line); replayed as far as it was recorded"
                .escapedForTerminal,
            status: .dataError)
    }

    /// The most characters of a path a message repeats: 256.
    static let pathEchoLimit = 256

    /// `path` as the messages name it: whole up to ``pathEchoLimit`` characters, else cut there, with its
    /// length (``Swift/String/echoed(between:and:limit:)``), so that a message stays one line of bounded
    /// length.
    static func named(_ path: String) -> String {
        path.echoed(between: "", and: "", limit: pathEchoLimit)
    }

    /// The message and exit status for `error`, its file named as ``named(_:)`` names it.
    package static func failure(_ error: ActionLogError) -> Failure {
        let status: ExitStatus
        switch error {
        case .fileNotFound, .unreadable:
            status = .noInput
        case .notAnActionLog, .unsupportedVersion, .malformedLine:
            status = .dataError
        case .cannotCreate:
            status = .cannotCreate
        case .writeFailed:
            status = .ioError
        }
        let message: String
        switch error {
        // The library's words name its own types and versions; a user of github-search gets the file's.
        case .notAnActionLog(let path):
            message = "\(named(path)): not a recorded session (its first line is not the header --record writes)"
        case .unsupportedVersion(let path, let version):
            message =
                "\(named(path)): a session file of format version \(version), which this github-search does not "
                + "read (it reads version \(ActionLog.version))"
        case .malformedLine(let path, let line, _):
            message = "\(named(path)), line \(line): not an entry of a recorded session (edited or damaged)"
        default:
            var described = error.description
            if let path = error.path, path.isLonger(than: pathEchoLimit) {
                described = described.replacingOccurrences(of: path, with: named(path))
            }
            message = described
        }
        return Failure(message: message.escapedForTerminal, status: status)
    }
}

extension ActionLogError {
    /// The file the error is about.
    fileprivate var path: String? {
        switch self {
        case .fileNotFound(let path), .unreadable(let path, _), .cannotCreate(let path, _), .writeFailed(let path, _),
            .notAnActionLog(let path), .unsupportedVersion(let path, _), .malformedLine(let path, _, _):
            path
        }
    }
}
