import PrexDump

/// A command line that cannot be run, with a one-line reason.
package struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, such as "--page needs a value", without the program's name.
    package let message: String

    /// Creates an error with a one-line reason; control characters in it (an argument it quotes may hold
    /// any) are spelled out, such as `\u{1B}`.
    package init(_ message: String) {
        self.message = message.escapingControlCharacters
    }
}
