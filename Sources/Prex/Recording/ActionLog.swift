#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A session's actions in a file, to replay them onto the initial state and reproduce a bug exactly: the file
/// format, and reading it back. Record with an ``ActionLogWriter``, replay with ``Flux/replay(from:)``.
///
/// The format is JSON Lines (UTF-8, one JSON value per line, each ending with a newline): the first line is
/// ``header``, each following line one action as `JSONEncoder` encodes it. Readers accept `\r\n` and skip empty
/// lines; a last line without its newline was cut mid-write (``ActionLogReader/isLastLineCut``).
public enum ActionLog {
    /// The version of the format this library writes and reads.
    public static let version = 1

    /// The first line of every action log (without its newline).
    public static let header = #"{"format":"prex-action-log","version":1}"#

    /// Reads the actions of `type` in the action log at the file URL `url`, first recorded first.
    ///
    /// Reads and decodes the whole file on the calling thread before returning, through an ``ActionLogReader``:
    /// O(size of the file) in time; in memory, the actions plus the longest line. An empty line is skipped; any other
    /// line that is not one `Action` fails the whole read, naming the line. To apply actions as they are read
    /// instead, use an ``ActionLogReader``.
    ///
    /// - Throws: ``ActionLogError``: ``ActionLogError/fileNotFound(path:)``,
    ///   ``ActionLogError/unreadable(path:reason:)``, ``ActionLogError/notAnActionLog(path:)``,
    ///   ``ActionLogError/unsupportedVersion(path:version:)`` or ``ActionLogError/malformedLine(path:line:reason:)``.
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
