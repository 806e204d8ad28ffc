import PrexDump

/// A command line that cannot be run, with a one-line reason.
package struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, such as "--page needs a value", without the program's name.
    package let message: String

    /// Creates an error with a one-line reason; control and bidirectional format characters in it (an
    /// argument it quotes may hold any) are spelled out, such as `\u{1B}` (``Swift/String/escapedForTerminal``).
    package init(_ message: String) {
        self.message = message.escapedForTerminal
    }
}
