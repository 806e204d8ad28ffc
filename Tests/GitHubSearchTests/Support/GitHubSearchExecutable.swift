import Foundation
import TestSupport

/// The built `github-search` executable, run as a user would run it.
enum GitHubSearchExecutable {
    /// What a run left behind.
    struct Outcome {
        var standardOutput: String
        var standardError: String
        var status: Int32
    }

    /// The executable, next to the test bundle (the test target depends on it, so it is built first).
    static let url = BuiltProducts.executable(named: "github-search")

    /// Runs `github-search` with `input` as its whole standard input, and waits for it to exit.
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Outcome {
        let outcome = try ChildProcess.run(url, arguments, input: Data(input.utf8), environment: environment)
        return Outcome(standardOutput: outcome.output, standardError: outcome.errors, status: outcome.status)
    }
}
