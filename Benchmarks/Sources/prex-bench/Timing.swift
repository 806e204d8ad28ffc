/// Times loops: one warm-up run, then the median of several runs, in nanoseconds per operation.
struct Timing {
    /// Runs per measurement (after the warm-up).
    let runs: Int

    /// Times a library loop and its no-library floor, alternating run by run so that the machine's drift
    /// affects both alike. Each body performs `count` operations.
    func compare(count: Int, library: (Int) -> Void, floor: (Int) -> Void) -> (library: Double, floor: Double) {
        library(count)
        floor(count)
        var libraryTimes: [Double] = []
        var floorTimes: [Double] = []
        for _ in 0..<runs {
            libraryTimes.append(Double(Clock.time { library(count) }) / Double(count))
            floorTimes.append(Double(Clock.time { floor(count) }) / Double(count))
        }
        return (Statistics(libraryTimes).median, Statistics(floorTimes).median)
    }

    /// Times one loop of `count` operations.
    func measure(count: Int, _ body: (Int) -> Void) -> Double {
        body(count)
        var times: [Double] = []
        for _ in 0..<runs {
            times.append(Double(Clock.time { body(count) }) / Double(count))
        }
        return Statistics(times).median
    }
}
