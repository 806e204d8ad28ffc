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
    /// Reads and decodes the whole file on the calling thread before returning, through an
    /// ``ActionLogReader``: O(size of the file) in time, and in memory the actions plus the longest line
    /// (empty lines cost nothing). An empty line is skipped; any other line that is not one `Action` fails the
    /// whole read, naming the line. To apply the actions as they are read instead, use an ``ActionLogReader``.
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
        let reader = try ActionLogReader<Action>(contentsOf: url)
        var actions: [Action] = []
        while let action = try reader.next() {
            actions.append(action)
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

    /// One line saying why a line did not decode, such as `not a CounterAction: no key "add" (at add)`.
    static func reason<Action>(_ error: any Error, decoding type: Action.Type) -> String {
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
