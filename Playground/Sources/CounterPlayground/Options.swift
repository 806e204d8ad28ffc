/// The command line, parsed: `counter [--verbose] [--observe] [--help]`.
struct Options: Equatable {
    /// Print every dispatched action (`-v`, `--verbose`).
    var verbose = false
    /// Draw through observation tracking, as SwiftUI does (`--observe`).
    var observe = false
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

            case "--observe":
                observe = true

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
    static let synopsis = "Usage: counter [--verbose] [--observe] [--help]"

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
          --observe       Draw the way SwiftUI does: the screen reads the count through an
                          ObservableModel and is drawn again when, and only when, it changed.
          -h, --help      Print this help.

        Output is plain text (no colours, no redrawing in place) when standard output is not
        a terminal or NO_COLOR is set.

        """
}
