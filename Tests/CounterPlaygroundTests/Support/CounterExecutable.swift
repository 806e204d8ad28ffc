import Foundation
import TestSupport

/// The built `counter` executable, run as a user would run it.
enum CounterExecutable {
    /// What a run left behind.
    struct Outcome {
        var standardOutput: String
        var standardError: String
        var status: Int32
        var reason: Process.TerminationReason
    }

    /// The executable, next to the test bundle (the test target depends on it, so it is built first).
    static let url = BuiltProducts.executable(named: "counter")

    /// The environment runs get unless a test says otherwise: a terminal type that could take colours, so
    /// plain output is down to the pipes.
    static let environment = ["TERM": "xterm-256color"]

    /// Runs `counter` with `input` as its whole standard input, and waits for it to exit.
    static func run(
        _ arguments: [String] = [],
        input: String = "",
        environment: [String: String] = environment
    ) throws -> Outcome {
        let outcome = try ChildProcess.run(url, arguments, input: Data(input.utf8), environment: environment)
        return Outcome(
            standardOutput: outcome.output, standardError: outcome.errors, status: outcome.status,
            reason: outcome.reason)
    }
}
