import Foundation
import Prex
import TerminalKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens the files of `--record` and `--replay`: Prex action logs of ``CounterAction``s. Every problem is one
/// line naming the file and an exit status, with the example's rules and statuses: 73 for a recording that
/// cannot be created (one that exists, without `--force`), 74 when writing it fails, 66 for a replay that cannot
/// be read, 65 for one that is not a recording of the counter.
enum RecordingFile {
    /// A file that cannot be used: what to print, and the exit status.
    struct Failure: Error, Equatable {
        /// One line, naming the file, such as "session.jsonl: no such file".
        let message: String
        /// 65, 66, 73 or 74.
        let status: ExitStatus
    }

    /// Creates the file at `path` and writes the header, to record the counter's actions in.
    ///
    /// An existing file is refused unless `replacing` (`--force`); something that is not a regular file (a fifo, a
    /// device, a folder) is refused either way, before anything opens it.
    ///
    /// - Throws: ``Failure`` with status 73 (74 when the header cannot be written).
    static func recorder(at path: String, replacing: Bool) throws(Failure) -> ActionLogWriter<CounterAction> {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            throw Failure(message: "\(named(path)): cannot be recorded to: not a regular file", status: .cannotCreate)
        }
        if !replacing {
            // `O_EXCL`: no file can appear between the check and the creation.
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 {
                _ = close(descriptor)
            } else if errno == EEXIST {
                throw Failure(
                    message: "\(named(path)): already exists; add --force to record over it", status: .cannotCreate)
            }
        }
        do {
            return try ActionLogWriter(creatingFileAt: URL(fileURLWithPath: path))
        } catch {
            throw failure(error)
        }
    }

    /// Reads the recording at `path` and replays it onto a new counter, keeping every step.
    ///
    /// Opens only a regular file. A last line cut mid-write (a program killed while it recorded) ends the actions;
    /// any other line that is not a counter action refuses the file.
    ///
    /// - Throws: ``Failure`` with status 66 for a missing or unreadable file (also a fifo, a device, a folder), 65
    ///   for one that is not an action log of the counter.
    static func timeline(at path: String) throws(Failure) -> Timeline<CounterAction, CounterState> {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            throw Failure(message: "\(named(path)): cannot be read: not a regular file", status: .noInput)
        }
        var actions: [CounterAction] = []
        do throws(ActionLogError) {
            let reader = try ActionLogReader<CounterAction>(contentsOf: URL(fileURLWithPath: path))
            do throws(ActionLogError) {
                while let action = try reader.next() {
                    actions.append(action)
                }
            } catch {
                guard case .malformedLine = error, reader.isLastLineCut else { throw error }
            }
        } catch {
            throw failure(error)
        }
        return Timeline(initialState: CounterState(), mutation: .counter, actions: actions)
    }

    /// `path` as the messages name it: cut after 256 characters, so that a message stays one line.
    private static func named(_ path: String) -> String {
        path.echoed(between: "", and: "", limit: 256).escapedForTerminal
    }

    /// The message and exit status for `error`: also for a recording whose writing failed (74).
    static func failure(_ error: ActionLogError) -> Failure {
        switch error {
        case .fileNotFound(let path):
            Failure(message: "\(named(path)): no such file", status: .noInput)
        case .unreadable(let path, let reason):
            Failure(message: "\(named(path)): cannot be read: \(reason.escapedForTerminal)", status: .noInput)
        case .notAnActionLog(let path):
            Failure(
                message: "\(named(path)): not a recording (its first line is not the header --record writes)",
                status: .dataError)
        case .unsupportedVersion(let path, let version):
            Failure(
                message: "\(named(path)): a recording of format version \(version), which this counter does not read "
                    + "(it reads version \(ActionLog.version))",
                status: .dataError)
        case .malformedLine(let path, let line, _):
            Failure(
                message: "\(named(path)), line \(line): not an action of the counter (edited or damaged)",
                status: .dataError)
        case .cannotCreate(let path, let reason):
            Failure(message: "\(named(path)): cannot be created: \(reason.escapedForTerminal)", status: .cannotCreate)
        case .writeFailed(let path, let reason):
            Failure(message: "\(named(path)): writing failed: \(reason.escapedForTerminal)", status: .ioError)
        }
    }
}
