#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A session's actions in a file, to replay them onto the initial state and reproduce a bug exactly:
/// the file format, and reading it back.
///
/// An action log is JSON Lines (UTF-8, one JSON value per line, each ending with a newline). The first
/// line is the header, ``header``; each following line is one action, as `JSONEncoder` encodes it. Record
/// with an ``ActionLogWriter``, replay with ``Flux/replay(from:)``:
///
/// ```swift
/// // While the bug happens:
/// let writer = try ActionLogWriter<CounterAction>(creatingFileAt: URL(fileURLWithPath: "session.jsonl"))
/// let flux = Flux(state: CounterState(), mutation: CounterMutation(), middleware: [writer.middleware])
///
/// // Later, in a test or a debugger:
/// let replayed = Flux(state: CounterState(), mutation: CounterMutation())
/// try replayed.replay(from: URL(fileURLWithPath: "session.jsonl"))
/// ```
///
/// ```
/// {"format":"prex-action-log","version":1}
/// {"increment":{}}
/// {"decrement":{}}
/// ```
public enum ActionLog {
    /// The version of the format this library writes and reads.
    public static let version = 1

    /// The first line of every action log (without its newline).
    public static let header = #"{"format":"prex-action-log","version":1}"#

    /// Reads the actions in the action log at `url`, in the order they were recorded.
    ///
    /// Reads and decodes the whole file on the calling thread before returning: O(size of the file). An
    /// empty line is skipped; any other line that is not one `Action` fails the whole read, naming the line.
    ///
    /// ```swift
    /// let actions = try ActionLog.actions(CounterAction.self, from: URL(fileURLWithPath: "session.jsonl"))
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type of the recorded actions.
    ///   - url: A file URL.
    /// - Returns: The actions, first recorded first.
    /// - Throws: ``ActionLogError``: ``ActionLogError/fileNotFound(path:)``,
    ///   ``ActionLogError/unreadable(path:reason:)``, ``ActionLogError/notAnActionLog(path:)``,
    ///   ``ActionLogError/unsupportedVersion(path:version:)`` or
    ///   ``ActionLogError/malformedLine(path:line:reason:)``.
    public static func actions<Action: Decodable>(
        _ type: Action.Type = Action.self, from url: URL
    ) throws(ActionLogError) -> [Action] {
        let path = url.relativePath
        let bytes: [UInt8]
        do {
            bytes = try FileDescriptor.contents(path: fileSystemPath(of: url))
        } catch {
            if error.isFileNotFound { throw .fileNotFound(path: path) }
            throw .unreadable(path: path, reason: error.message)
        }
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
            .lazy.map { (number: $0.offset + 1, text: Data(trimmingCarriageReturn($0.element))) }
            .filter { !$0.text.isEmpty }
            .makeIterator()
        let decoder = JSONDecoder()
        guard let first = lines.next(), first.number == 1,
            let header = try? decoder.decode(Header.self, from: first.text), header.format == Header.format
        else {
            throw .notAnActionLog(path: path)
        }
        guard header.version == version else {
            throw .unsupportedVersion(path: path, version: header.version)
        }
        var actions: [Action] = []
        while let line = lines.next() {
            do {
                actions.append(try decoder.decode(Action.self, from: line.text))
            } catch {
                throw .malformedLine(path: path, line: line.number, reason: reason(error, decoding: Action.self))
            }
        }
        return actions
    }

    /// The header line, decoded.
    struct Header: Codable {
        static let format = "prex-action-log"

        var format: String
        var version: Int
    }

    /// The path the system calls take for `url`.
    static func fileSystemPath(of url: URL) -> String {
        url.withUnsafeFileSystemRepresentation { $0.map { String(cString: $0) } } ?? url.relativePath
    }

    private static func trimmingCarriageReturn(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }

    /// One line saying why a line did not decode, such as `not a CounterAction: no key "add" (at add)`.
    private static func reason<Action>(_ error: any Error, decoding type: Action.Type) -> String {
        let detail: String
        switch error {
        case DecodingError.dataCorrupted(let context):
            detail = describe(context)
        case DecodingError.keyNotFound(let key, let context):
            detail = "no key \"\(key.stringValue)\"" + at(context.codingPath)
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            detail = describe(context)
        default:
            detail = String(describing: error)
        }
        let line = "not a \(String(describing: type)): \(detail)"
        return String(line.map { $0.isNewline ? " " : $0 })
    }

    private static func describe(_ context: DecodingError.Context) -> String {
        context.debugDescription + at(context.codingPath)
    }

    private static func at(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "" : " (at " + path.map(\.stringValue).joined(separator: ".") + ")"
    }
}
