import Foundation

/// A JSON file that keeps a ``PersistedSlice``'s value between runs of the app.
///
/// Only names the file: nothing is read or written until a slice uses it. Its folder must exist; the file need not.
/// Replacements are atomic and durable (a temporary file in the same folder, `fsync`, `rename`, `fsync` of the
/// folder), so the file holds the old value or the new one, whole, whenever the process ends. The temporary files
/// that processes killed mid-write left, `.NAME.tmp-PID-N`, are removed when a slice loads the file.
public struct FileStorage: Sendable, Equatable {
    /// The file's URL.
    public let url: URL

    /// Names the file at the file URL `url`.
    ///
    /// - Parameter url: A file URL, such as `…/Application Support/MyApp/settings.json`.
    public init(url: URL) {
        self.url = url
    }

    /// The path the system calls take.
    var path: String { ActionLog.fileSystemPath(of: url) }
}
