/// A command line that cannot be run, with a one-line reason.
package struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, such as "--page needs a value", without the program's name: the text as written, with an
    /// argument it quotes as typed; what prints it spells it out once (``CommandLineInterface/usageLine(for:)``,
    /// an error message of a prompt), as `\u{1B}` (``Swift/String/escapedForTerminal``).
    package let message: String

    /// Creates an error with a one-line reason.
    package init(_ message: String) {
        self.message = message
    }
}
