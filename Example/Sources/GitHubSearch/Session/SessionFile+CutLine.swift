import Foundation
import Prex

extension SessionFile {
    /// The entries of a recording whose last line was cut mid-write, or `nil` when the file is not one.
    ///
    /// `ActionLogWriter` writes a line at a time, each ending with `\n`, so a program killed (or stopped by a
    /// full disk) while writing leaves its last line without a line ending: the file is the session as far as
    /// it was recorded, plus part of a line. When the line that did not decode (`line`, from 1) is that
    /// unterminated last line, the complete lines before it are read on their own (by Prex's reader, from a
    /// temporary copy that is removed at once) and returned; the replay then shows the screen they reach and
    /// says the session was cut short, since the `ended` line is missing. A malformed line that ends with
    /// `\n`, or one before the last, is not a cut: `nil`, and the file is refused as before. Reads the file
    /// (at most ``maximumSize`` bytes, checked before) and writes its complete part once.
    static func entriesBeforeCutLine(at path: String, malformedLine line: Int) -> [SessionEntry]? {
        let newline = UInt8(ascii: "\n")
        guard let contents = try? Data(contentsOf: URL(fileURLWithPath: path)), let last = contents.last,
            last != newline, let lastNewline = contents.lastIndex(of: newline),
            contents.count(where: { $0 == newline }) + 1 == line
        else { return nil }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
            "github-search-replay-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: copy) }
        do {
            try contents[...lastNewline].write(to: copy)
            return try ActionLog.actions(SessionEntry.self, from: copy)
        } catch {
            return nil
        }
    }
}
