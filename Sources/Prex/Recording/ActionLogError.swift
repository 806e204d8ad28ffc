/// Why an action log could not be written or read: a thrown value, never a trap. Its ``description`` is one line
/// for people, naming the file, such as `session.jsonl, line 3: not a CounterAction (…)`.
public enum ActionLogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file at `path`.
    case fileNotFound(path: String)
    /// The file at `path` exists but could not be read; `reason` is the system's message.
    case unreadable(path: String, reason: String)
    /// The file at `path` could not be created for writing; `reason` is the system's message.
    case cannotCreate(path: String, reason: String)
    /// Writing to the file at `path` failed (a full disk, say); `reason` is the system's message. The lines
    /// written before are intact.
    case writeFailed(path: String, reason: String)
    /// The file's first line is not an action log header: the file is empty or is something else.
    case notAnActionLog(path: String)
    /// The header names a format version this library does not read.
    case unsupportedVersion(path: String, version: Int)
    /// Line `line` (from 1, the header being line 1) is not one action of the expected type.
    case malformedLine(path: String, line: Int, reason: String)

    /// One line for people, starting with the file's path.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "\(path): no such file"
        case .unreadable(let path, let reason):
            "\(path): cannot be read: \(reason)"
        case .cannotCreate(let path, let reason):
            "\(path): cannot be created: \(reason)"
        case .writeFailed(let path, let reason):
            "\(path): writing failed: \(reason)"
        case .notAnActionLog(let path):
            "\(path): not an action log (its first line must be \(ActionLog.header))"
        case .unsupportedVersion(let path, let version):
            "\(path): action log version \(version) is not supported (this Prex reads version \(ActionLog.version))"
        case .malformedLine(let path, let line, let reason):
            "\(path), line \(line): \(reason)"
        }
    }
}
