import Dispatch
import Foundation

/// Runs many generated test cases, a few at a time, and reports the ones that failed with their seed, so
/// that a failing run can be replayed (`PREX_FUZZ_SEED`) or scaled (`PREX_FUZZ_CASES`).
package enum GeneratedCases {
    /// How many cases to generate: `PREX_FUZZ_CASES` from the environment when set, else `full` under
    /// `PREX_FULL_SIZE=1` and `reduced` without it (``TestSize``).
    package static func count(full: Int, reduced: Int) -> Int {
        ProcessInfo.processInfo.environment["PREX_FUZZ_CASES"].flatMap { Int($0) }
            ?? TestSize.pick(full: full, reduced: reduced)
    }

    /// Checks every case on `workers` threads of their own (a ``ThreadGroup``), so that a check that waits for a
    /// child process blocks none of the threads the other tests run on.
    ///
    /// - Parameters:
    ///   - cases: The cases.
    ///   - workers: How many run at once.
    ///   - check: Returns why a case failed, or `nil` when it passed; throwing counts as failing.
    /// - Returns: One line per failed case: its number, its description, and why.
    package static func failures<Case: Sendable>(
        of cases: [Case], workers: Int = 4, check: @escaping @Sendable (Case) throws -> String?
    ) async -> [String] {
        let failures = Failures()
        await ThreadGroup.run(workers) { worker in
            for index in stride(from: worker, to: cases.count, by: workers) {
                let label = "case \(index) \(String(reflecting: cases[index]))"
                do {
                    if let problem = try check(cases[index]) {
                        failures.record("\(label): \(problem)")
                    }
                } catch {
                    failures.record("\(label): cannot run: \(error)")
                }
            }
        }
        return failures.all
    }

    /// A failure message naming how many of `total` cases from `seed` failed, how to replay them, and the
    /// first ten.
    package static func report(_ failures: [String], of total: Int, seed: UInt64) -> String {
        let hex = String(seed, radix: 16)
        return """
            \(failures.count) of \(total) cases from seed \(hex) failed (replay with PREX_FUZZ_SEED=0x\(hex)):
            \(failures.prefix(10).joined(separator: "\n"))
            """
    }

    /// Failures found on several threads.
    private final class Failures: @unchecked Sendable {
        // `@unchecked Sendable` is sound: `found` is only touched while holding `lock`.
        private let lock = NSLock()
        private var found: [String] = []

        func record(_ failure: String) {
            lock.withLock { found.append(failure) }
        }

        var all: [String] {
            lock.withLock { found }
        }
    }
}
