import Foundation

/// Runs `body` with a new, empty folder under the system's temporary folder, then removes the folder and all
/// it holds, also when `body` throws.
///
/// The folder is `PrexTests-<UUID>` under `FileManager.default.temporaryDirectory` (`TMPDIR`, else `/tmp`), so
/// no two calls share one, also across concurrent tests and processes. Nothing a test puts in it outlives the
/// call; a path to it kept after the call names nothing. It costs one `mkdir` before `body` and a recursive
/// removal after it.
///
/// ```swift
/// let text = try withTemporaryFolder { folder in
///     let file = folder.appendingPathComponent("notes.txt")
///     try Data("hello".utf8).write(to: file)
///     return try String(contentsOf: file, encoding: .utf8)
/// }
/// ```
///
/// > Note: What cannot be removed afterwards is left in place without a word.
///
/// - Parameter body: Runs once, on the caller's thread, with the folder's URL.
/// - Returns: What `body` returns.
/// - Throws: The error creating the folder (a full or read-only temporary folder), without running `body`;
///   else what `body` throws, after the folder is removed.
package func withTemporaryFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PrexTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

/// Runs `body` with a path named `name` in a new, empty temporary folder, with no file at it yet, then removes
/// the folder and all it holds, also when `body` throws.
///
/// The folder is the one ``withTemporaryFolder(_:)`` makes, at the same cost; whatever `body` creates at the
/// path, or beside it, is removed with it.
///
/// - Parameters:
///   - name: The file's name in the folder.
///   - body: Runs once, on the caller's thread, with the file's URL.
/// - Returns: What `body` returns.
/// - Throws: The error creating the folder, without running `body`; else what `body` throws, after the folder
///   is removed.
package func withTemporaryFile<Result>(
    named name: String = "session.jsonl", _ body: (URL) throws -> Result
) throws -> Result {
    try withTemporaryFolder { folder in try body(folder.appendingPathComponent(name)) }
}
