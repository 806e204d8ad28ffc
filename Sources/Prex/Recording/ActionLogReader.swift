#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads the actions of an ``ActionLog`` file one at a time, in the order they were recorded: a replay that
/// streams, in memory bounded by the file's longest line whatever the file's size.
///
/// ``init(contentsOf:)`` opens the file and checks its header; each ``next()`` decodes the next line that is not
/// empty. Use it from one thread at a time (it is not `Sendable`). Cost: one `read` system call per 64 KiB, one
/// `JSONDecoder` decoding per line. The file stays open until the reader ends.
public final class ActionLogReader<Action: Decodable> {
    /// The file's path as the errors name it.
    let path: String
    private let file: FileDescriptor
    private let decoder = JSONDecoder()
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    /// The bytes of `chunk` not yet taken: `chunk[taken..<filled]`.
    private var taken = 0
    private var filled = 0
    private var atEndOfFile = false
    /// The number of the line read last, from 1 (the header being line 1); 0 before the header.
    public private(set) var lineNumber = 0
    /// Whether the line read last is the file's last and has no line ending: a line cut mid-write, as a
    /// process killed while an ``ActionLogWriter`` wrote it leaves. The lines before it are whole.
    public private(set) var isLastLineCut = false

    /// Opens the action log at the file URL `url` and reads its header line, on the calling thread.
    ///
    /// - Throws: ``ActionLogError``: ``ActionLogError/fileNotFound(path:)``,
    ///   ``ActionLogError/unreadable(path:reason:)``, ``ActionLogError/notAnActionLog(path:)`` or
    ///   ``ActionLogError/unsupportedVersion(path:version:)``.
    public init(contentsOf url: URL) throws(ActionLogError) {
        path = url.relativePath
        do {
            file = try FileDescriptor.openForReading(path: ActionLog.fileSystemPath(of: url))
        } catch {
            if error.isFileNotFound { throw .fileNotFound(path: url.relativePath) }
            throw .unreadable(path: url.relativePath, reason: error.message)
        }
        guard let first = try nextLine(), lineNumber == 1,
            let header = try? decoder.decode(ActionLog.Header.self, from: first),
            header.format == ActionLog.Header.format
        else {
            throw .notAnActionLog(path: path)
        }
        guard header.version == ActionLog.version else {
            throw .unsupportedVersion(path: path, version: header.version)
        }
    }

    deinit {
        file.close()
    }

    /// Reads and decodes the next action; `nil` at the end of the file. An empty line is skipped.
    ///
    /// - Throws: ``ActionLogError/malformedLine(path:line:reason:)`` for a line that is not one `Action`
    ///   (``lineNumber`` and ``isLastLineCut`` then describe it), or ``ActionLogError/unreadable(path:reason:)``
    ///   when reading fails.
    public func next() throws(ActionLogError) -> Action? {
        guard let line = try nextLine() else { return nil }
        do {
            return try decoder.decode(Action.self, from: line)
        } catch {
            throw .malformedLine(path: path, line: lineNumber, reason: ActionLog.reason(error, decoding: Action.self))
        }
    }

    /// The next line that is not empty, without its line ending (`\n`, or `\r\n`), or `nil` at the end.
    func nextLine() throws(ActionLogError) -> Data? {
        while true {
            skipEmptyLines()
            var line = Data()
            var ended = false
            while !ended {
                if taken == filled {
                    guard try fill() else { break }
                }
                let available = chunk[taken..<filled]
                if let newline = available.firstIndex(of: UInt8(ascii: "\n")) {
                    line.append(contentsOf: chunk[taken..<newline])
                    taken = newline + 1
                    ended = true
                } else {
                    line.append(contentsOf: available)
                    taken = filled
                }
            }
            guard ended || !line.isEmpty else { return nil }
            lineNumber += 1
            isLastLineCut = !ended
            if line.last == UInt8(ascii: "\r") {
                line.removeLast()
            }
            if !line.isEmpty {
                return line
            }
        }
    }

    /// Counts and skips the empty lines (`\n` or `\r\n` alone) at the start of the bytes not yet taken, at the speed
    /// of a scan, with nothing made for each.
    private func skipEmptyLines() {
        let (end, lines) = chunk.withUnsafeBufferPointer { bytes in
            var index = taken
            var lines = 0
            while index < filled {
                if bytes[index] == UInt8(ascii: "\n") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "\r"), index + 1 < filled, bytes[index + 1] == UInt8(ascii: "\n")
                {
                    index += 2
                } else {
                    break
                }
                lines += 1
            }
            return (index, lines)
        }
        taken = end
        lineNumber += lines
    }

    /// Reads the next bytes of the file into `chunk`; `false` at its end.
    private func fill() throws(ActionLogError) -> Bool {
        guard !atEndOfFile else { return false }
        do {
            filled = try file.read(into: &chunk)
        } catch {
            throw .unreadable(path: path, reason: error.message)
        }
        taken = 0
        atEndOfFile = filled == 0
        return !atEndOfFile
    }
}
