import Foundation
import TestSupport
import Testing

/// The built `prex-bench` executable's command line: what `--help` lists, and a bad workload name.
@Suite(.timeLimit(.minutes(5)))
struct PrexBenchHelpTests {
    static func run(_ arguments: [String]) throws -> ChildProcess.Outcome {
        try ChildProcess.run(BuiltProducts.executable(named: "prex-bench"), arguments)
    }

    /// The workload names the usage error lists: `unknown workload 'x' (one of: a, b, c) (see …)`.
    static func namesInUsageError() throws -> [String] {
        let outcome = try run(["no-such-workload"])
        #expect(outcome.endedCleanly(with: [64]), "\(outcome.summary)")
        let line = outcome.errors.trimmingCharacters(in: .newlines)
        #expect(!line.contains("\n"), "one line")
        let start = try #require(line.range(of: "(one of: ")).upperBound
        let end = try #require(line[start...].firstIndex(of: ")"))
        return line[start..<end].components(separatedBy: ", ")
    }

    @Test func helpListsEveryWorkloadByItsWholeNameBesideItsSummary() throws {
        let outcome = try Self.run(["--help"])
        #expect(outcome.endedCleanly(with: [0]), "\(outcome.summary)")
        let lines = outcome.output.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("WORKLOADS") }) + 1
        let workloadLines = lines[start...].prefix { $0.hasPrefix("  ") }
        let listed = workloadLines.map { line in
            line.dropFirst(2).prefix { $0 != " " }
        }

        #expect(listed.map(String.init) == (try Self.namesInUsageError()))
        for line in workloadLines {
            // Name, at least two spaces, then a summary: no name runs into its summary.
            #expect(line.dropFirst(2).contains("  "), "\(line)")
        }
    }
}
