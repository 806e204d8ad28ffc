import Foundation
import TerminalKit

// prex-bench: runs on the main thread (the presenter workloads need it), prints the report on stdout,
// progress on stderr when stderr is a terminal that takes escape codes; usage errors exit 64 (TerminalKit).

Termination.prepareProcess()
let options = Options.commandLine.parseOrExit(defaults: Options())
let mode: Workload.Mode = options.isProfile ? .profile : .compare(Timing(runs: options.runs))
let environment = ProcessInfo.processInfo.environment
let showsProgress = ColorRule.allowsEscapes(on: STDERR_FILENO, environment: environment) && !options.isProfile
var rows: [Row] = []
for (index, workload) in options.workloads.enumerated() {
    if showsProgress {
        Output.stderr.write(
            "\r\(ANSI.clearToEndOfLine)[\(index + 1)/\(options.workloads.count)] \(workload.name)…")
    }
    rows += workload.measure(options.count(for: workload), mode)
}
if showsProgress {
    Output.stderr.write("\r" + ANSI.clearToEndOfLine)
}
if !options.isProfile {
    let report = options.isJSON ? Report.json(rows, runs: options.runs, quick: options.isQuick) : Report.table(rows)
    Output.stdout.write(report + "\n")
}
Termination.exit(.success)
