import Foundation

/// How large the long stress and generated-case tests run: reduced in a plain `swift test`, so that a fresh
/// clone's first run stays short, and full when the environment sets `PREX_FULL_SIZE=1` (`.ci/run` does, for
/// its plain run). Both sizes make the same assertions; the reduced one runs fewer seeds, cases or actions,
/// and keeps the first seeds and every fixed edge case.
package enum TestSize {
    /// Whether `PREX_FULL_SIZE=1` asks for the full size.
    package static let isFull = ProcessInfo.processInfo.environment["PREX_FULL_SIZE"] == "1"

    /// `full` under `PREX_FULL_SIZE=1`, else `reduced`.
    package static func pick<Value>(full: Value, reduced: Value) -> Value {
        isFull ? full : reduced
    }
}
