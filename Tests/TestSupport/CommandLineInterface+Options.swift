import TerminalKit

extension CommandLineInterface {
    /// The options a command line asks to run with, parsed from `arguments` as the program parses its own,
    /// starting from `defaults`.
    ///
    /// For tests of the programs' options. Any thread; costs one parse.
    ///
    /// - Throws: The parse's ``UsageError``; ``AskedForHelp`` when `arguments` ask for the help instead.
    package func options(_ arguments: [String], defaults: Options) throws -> Options {
        guard case .run(let options) = try parse(arguments, defaults: defaults) else {
            throw AskedForHelp(arguments: arguments)
        }
        return options
    }
}

/// A command line that was expected to run the program asked for its help instead.
package struct AskedForHelp: Error, CustomStringConvertible {
    /// The arguments that asked for the help.
    package let arguments: [String]

    package var description: String { "expected options, got help for \(arguments)" }
}
