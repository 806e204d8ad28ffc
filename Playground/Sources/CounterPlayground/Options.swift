/// The command line, parsed: `counter [--verbose] [--help]`.
struct Options: Equatable {
    /// Print every dispatched action (`-v`, `--verbose`).
    var verbose = false
    /// Print the usage and exit (`-h`, `--help`).
    var help = false

    /// Parses the arguments after the program name.
    ///
    /// - Parameter arguments: The arguments, without the program name.
    /// - Throws: ``UsageError`` for an unknown option or any other argument.
    init(arguments: [String]) throws(UsageError) {
        for argument in arguments {
            switch argument {
            case "-v", "--verbose":
                verbose = true

            case "-h", "--help":
                help = true

            default:
                let kind = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
                throw UsageError(message: "\(kind) '\(argument.escapingControlCharacters)'")
            }
        }
    }

    /// Arguments the program does not understand.
    struct UsageError: Error, Equatable {
        /// One line for standard error, without the program name.
        let message: String
    }

    /// The synopsis, repeated after a usage error.
    static let synopsis = "Usage: counter [--verbose] [--help]"

    /// What `--help` prints.
    static let help = """
        \(synopsis)

        The counter from Prex's README, in a terminal.

        On a terminal, press a key (no Return needed):
          +  increment     -  decrement (does nothing at zero)     r  reset     q  quit
        From a pipe or a file, one command per line: +, -, reset, quit.
        End of input quits too.

        Options:
          -v, --verbose   Print every action the presenter dispatches.
          -h, --help      Print this help.

        Output is plain text (no colours, no redrawing in place) when standard output is not
        a terminal or NO_COLOR is set.

        """
}
