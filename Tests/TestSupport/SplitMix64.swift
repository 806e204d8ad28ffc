import Foundation

/// A tiny deterministic pseudo-random generator (SplitMix64), so that a generated test case can be replayed
/// from its seed.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// The seed to use: `PREX_FUZZ_SEED` from the environment (decimal or 0x-hex) when set, else `fallback`.
    package static func seed(default fallback: UInt64) -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment["PREX_FUZZ_SEED"] else { return fallback }
        if text.hasPrefix("0x") {
            return UInt64(text.dropFirst(2), radix: 16) ?? fallback
        }
        return UInt64(text) ?? fallback
    }
}
