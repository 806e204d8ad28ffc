/// One thing the benchmark measures.
struct Workload {
    /// The name used on the command line and in the report.
    let name: String
    /// One line for `--help`.
    let summary: String
    /// Operations per run at full size.
    let defaultCount: Int
    /// Measures at the given size and returns the report's rows.
    let measure: @MainActor (_ count: Int, _ mode: Mode) -> [Row]

    /// How a workload runs.
    enum Mode {
        /// Warm-up, then the median of `runs` runs of the library and of its floor.
        case compare(Timing)
        /// The library's loop once, nothing else: for counting instructions under callgrind.
        case profile
    }
}

extension Workload.Mode {
    /// Times `library` against `floor`, or runs `library` once when profiling.
    func compare(count: Int, library: (Int) -> Void, floor: (Int) -> Void) -> (library: Double, floor: Double) {
        switch self {
        case .compare(let timing):
            return timing.compare(count: count, library: library, floor: floor)
        case .profile:
            library(count)
            return (0, 0)
        }
    }

    /// Times `body`, or runs it once when profiling.
    func measure(count: Int, _ body: (Int) -> Void) -> Double {
        switch self {
        case .compare(let timing):
            return timing.measure(count: count, body)
        case .profile:
            body(count)
            return 0
        }
    }
}
