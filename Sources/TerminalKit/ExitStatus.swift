/// The exit statuses of the terminal programs, in one place: 0, 1, and the `sysexits.h` codes they use.
///
/// Each program documents which of these it returns and when (its `--help` and its README).
package enum ExitStatus: Int32, Sendable {
    /// Everything went as asked.
    case success = 0
    /// The work itself failed, such as a search the service refused.
    case failure = 1
    /// The command line is wrong (`EX_USAGE`).
    case usage = 64
    /// An input file is not what it should be (`EX_DATAERR`).
    case dataError = 65
    /// An input file is missing or cannot be read (`EX_NOINPUT`).
    case noInput = 66
    /// An output file cannot be created (`EX_CANTCREAT`).
    case cannotCreate = 73
    /// Reading or writing failed: standard input, standard output, or a file (`EX_IOERR`).
    case ioError = 74
}
