import Foundation

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

    static let usage = """
        USAGE: prex-bench [WORKLOAD] [--count N] [--runs N] [--quick] [--json] [--profile]

        Measures Prex against a no-library floor, in one process: after a warm-up, the median of several
        runs of each workload. Build it in release mode: swift run -c release prex-bench

        WORKLOADS (all of them when none is named):
        \(workloadList)

        OPTIONS:
          --count N   operations per run (default: each workload's own size)
          --runs N    timed runs per measurement, at least 1 (default: 5)
          --quick     every workload at 1/100 of its size (a smoke test, not a measurement)
          --json      print JSON instead of a table
          --profile   run the library's loop once, with no warm-up, floor or report (for callgrind)
          -h, --help  print this help
        """

    private static var workloadList: String {
        let lines = Workloads.all.map { workload in
            "  " + workload.name.padding(toLength: 12, withPad: " ", startingAt: 0) + workload.summary
        }
        return lines.joined(separator: "\n")
    }

    /// A command line that cannot be run.
    struct UsageError: Error {
        let message: String
    }

    /// What the command line asks for: run, or print help.
    enum Command {
        case run(Options)
        case help
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var options = Options()
        var named: Workload?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return .help
            case "--quick":
                options.isQuick = true
            case "--json":
                options.isJSON = true
            case "--profile":
                options.isProfile = true
            case "--count", "--runs":
                guard let text = remaining.popFirst() else {
                    throw UsageError(message: "\(argument) needs a value")
                }
                guard let value = Int(text), value >= 1 else {
                    throw UsageError(message: "\(argument) takes a whole number of at least 1, not '\(text)'")
                }
                if argument == "--count" {
                    options.count = value
                } else {
                    options.runs = value
                }
            default:
                if argument.hasPrefix("-") {
                    throw UsageError(message: "unknown option '\(argument)'")
                }
                guard named == nil else {
                    throw UsageError(message: "name one workload at most, not '\(named?.name ?? "")' and '\(argument)'")
                }
                guard let workload = Workloads.all.first(where: { $0.name == argument }) else {
                    let names = Workloads.all.map(\.name).joined(separator: ", ")
                    throw UsageError(message: "unknown workload '\(argument)' (one of: \(names))")
                }
                named = workload
            }
        }
        if let named {
            options.workloads = [named]
        }
        return .run(options)
    }

    /// Operations per run for `workload`.
    func count(for workload: Workload) -> Int {
        if let count {
            return count
        }
        return isQuick ? max(workload.defaultCount / 100, 1) : workload.defaultCount
    }
}
