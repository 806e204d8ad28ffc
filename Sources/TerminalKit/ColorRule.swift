#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one rule for escape codes (colours, styles, redrawing in place), shared by the terminal programs.
///
/// No escape code goes to an output when `NO_COLOR` is set to anything non-empty (no-color.org), when
/// `TERM` is unset or `dumb`, or when the output is not a terminal (a pipe, a file).
package enum ColorRule {
    /// Whether escape codes may be written to `descriptor`.
    ///
    /// - Parameters:
    ///   - descriptor: The output, such as `STDOUT_FILENO`.
    ///   - environment: The process environment; `NO_COLOR` and `TERM` matter.
    package static func allowsEscapes(on descriptor: Int32, environment: [String: String]) -> Bool {
        allowsEscapes(isTerminal: isatty(descriptor) == 1, environment: environment)
    }

    /// The rule itself, for an output known to be a terminal or not.
    package static func allowsEscapes(isTerminal: Bool, environment: [String: String]) -> Bool {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let term = environment["TERM"] ?? ""
        return isTerminal && !noColor && !term.isEmpty && term != "dumb"
    }
}
