import Foundation

/// A fresh folder under the system's temporary folder, for files a test creates.
enum TemporaryFolder {
    /// A path named `name` in a new, empty folder; no file exists at it yet.
    static func path(named name: String = "session.jsonl") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("GitHubSearchTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name)
    }
}
