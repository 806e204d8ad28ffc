import Foundation

// prex-bench: runs on the main thread (the presenter workloads need it), prints the report on stdout,
// progress on stderr when stderr is a terminal, and usage errors with exit code 64.

let command: Options.Command
do {
    command = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("prex-bench: \(error.message)\nRun 'prex-bench --help' for usage.\n".utf8))
    exit(64)
}

switch command {
case .help:
    print(Options.usage)
case .run(let options):
    let mode: Workload.Mode = options.isProfile ? .profile : .compare(Timing(runs: options.runs))
    let showsProgress = isatty(STDERR_FILENO) == 1 && !options.isProfile
    var rows: [Row] = []
    for (index, workload) in options.workloads.enumerated() {
        if showsProgress {
            FileHandle.standardError.write(
                Data("\r\u{1B}[K[\(index + 1)/\(options.workloads.count)] \(workload.name)…".utf8))
        }
        rows += workload.measure(options.count(for: workload), mode)
    }
    if showsProgress {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
    if !options.isProfile {
        print(options.isJSON ? Report.json(rows, runs: options.runs, quick: options.isQuick) : Report.table(rows))
    }
}
