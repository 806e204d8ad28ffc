#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why reading input stopped before its end: a failed read, or a line longer than the programs take.
///
/// Each has one message and one exit status, the same in every program; ``report()`` prints the one and
/// returns the other.
package enum InputFailure: Equatable, Sendable {
    /// A read failed with this `errno`, such as `EISDIR` for `program < /tmp`.
    case unreadable(errno: Int32)
    /// Line `line` (from 1) passed ``InputReader/maximumLineLength`` bytes before its line ending; nothing
    /// after it was read.
    case lineTooLong(line: Int)

    /// What the programs print (without their name), such as `cannot read input: Is a directory` or
    /// `input line 3 is longer than 65536 bytes`.
    package var message: String {
        switch self {
        case .unreadable(let code):
            "cannot read input: \(String(cString: strerror(code)))"
        case .lineTooLong(let line):
            "input line \(line) is longer than \(InputReader.maximumLineLength) bytes"
        }
    }

    /// The exit status: ``ExitStatus/ioError`` for a failed read, ``ExitStatus/dataError`` for input that is
    /// not lines a person types.
    package var status: ExitStatus {
        switch self {
        case .unreadable: .ioError
        case .lineTooLong: .dataError
        }
    }

    /// Writes the message as one line on standard error, after the program's name, and returns ``status``.
    package func report() -> ExitStatus {
        Output.stderr.write("\(Termination.programName): \(message)\n")
        return status
    }
}
