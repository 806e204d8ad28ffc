import Foundation
import TerminalKit

/// The command line, parsed.
struct Options {
    /// The workloads to run, in order.
    var workloads: [Workload] = Workloads.all
    /// Operations per run, overriding each workload's default.
    var count: Int?
    /// Timed runs per measurement.
    var runs = 5
    /// Every workload at 1/100 of its size.
    var isQuick = false
    /// JSON instead of a table.
    var isJSON = false
    /// The library's loop once and nothing else, for instruction counting.
    var isProfile = false

    /// The benchmark's command line; the parser, `--help` and the usage errors are TerminalKit's.
    static let commandLine = CommandLineInterface<Options>(
        name: "prex-bench",
        synopsis: ["[WORKLOAD] [--count N] [--runs N] [--quick] [--json] [--profile]"],
        about: """
            Measures Prex against a no-library floor, in one process: after a warm-up, the median of several
            runs of each workload. Build it in release mode: swift run -c release prex-bench

            WORKLOADS (all of them when none is named):
            \(workloadList)
            """,
        options: [
            .number("--count", in: 1...Int.max, summary: "operations per run (default: each workload's own size)") {
                $0.count = $1
            },
            .number("--runs", in: 1...Int.max, summary: "timed runs per measurement, at least 1 (default: 5)") {
                $0.runs = $1
            },
            .flag("--quick", summary: "every workload at 1/100 of its size (a smoke test, not a measurement)") {
                $0.isQuick = true
            },
            .flag("--json", summary: "print JSON instead of a table") { $0.isJSON = true },
            .flag("--profile", summary: "run the library's loop once, with no warm-up, floor or report (for callgrind)")
            {
                $0.isProfile = true
            },
        ],
        argument: { options, name throws(UsageError) in
            guard options.workloads.count != 1 else {
                throw UsageError("name one workload at most, not '\(options.workloads[0].name)' and '\(name)'")
            }
            guard let workload = Workloads.all.first(where: { $0.name == name }) else {
                let names = Workloads.all.map(\.name).joined(separator: ", ")
                throw UsageError("unknown workload '\(name)' (one of: \(names))")
            }
            options.workloads = [workload]
        },
        sections: "EXIT STATUS: 0 on success, 64 for bad usage, 74 when standard output cannot be written."
    )

    /// One line per workload: its whole name, then its summary in a column past the longest name.
    private static var workloadList: String {
        let width = (Workloads.all.map(\.name.count).max() ?? 0) + 2
        let lines = Workloads.all.map { workload in
            "  " + workload.name.padding(toLength: width, withPad: " ", startingAt: 0) + workload.summary
        }
        return lines.joined(separator: "\n")
    }

    /// Operations per run for `workload`.
    func count(for workload: Workload) -> Int {
        if let count {
            return count
        }
        return isQuick ? max(workload.defaultCount / 100, 1) : workload.defaultCount
    }
}
