import Prex
import PrexDump
import TerminalKit

extension DebugLog {
    /// Prex's debug log on standard error, as `--debug` prints it: each entry's lines with the characters a
    /// terminal must not get raw spelled out (``Swift/String/escapedForTerminal``, which also covers the
    /// bidirectional format characters that Prex's own escaping leaves as they are), in one write per entry.
    ///
    /// A query or a repository holding U+202E then cannot reverse the rest of a line of the log. Write errors
    /// (a closed or full standard error) are ignored, as ``Output/stderr`` ignores them.
    package static let terminalStandardError = DebugLog.custom { entry in
        let lines = entry.split(separator: "\n", omittingEmptySubsequences: false)
        Output.stderr.write(lines.map { String($0).escapedForTerminal }.joined(separator: "\n"))
    }
}
