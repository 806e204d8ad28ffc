import Foundation

/// What tells one version of a file from another without reading it: its inode, size and modification time.
///
/// An atomic write puts a new inode at the path, so a write by any process changes the signature; comparing it
/// with the one a ``PersistedSlice`` wrote last tells another process's write from its own.
struct FileSignature: Equatable, Sendable {
    var inode: UInt64
    var size: UInt64
    var modified: Date

    /// The signature of what is at `path`, or `nil` if nothing is (or it cannot be examined: the read that follows
    /// says why). One `stat` call.
    static func of(path: String) -> FileSignature? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let inode = number(attributes[.systemFileNumber]), let size = number(attributes[.size]),
            let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return FileSignature(inode: inode, size: size, modified: modified)
    }

    /// Whether what is at `path` is a folder.
    static func isFolder(path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A file attribute's number, whichever way the platform's Foundation boxes it.
    private static func number(_ value: Any?) -> UInt64? {
        switch value {
        case let value as UInt64: value
        case let value as Int: UInt64(exactly: value)
        case let value as NSNumber: value.uint64Value
        default: nil
        }
    }
}
