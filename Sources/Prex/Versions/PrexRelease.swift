/// A release of the Prex library, named by its version `major.minor.patch` (Semantic Versioning).
///
/// ``current`` is the version your code was built with, the first release heading of `CHANGELOG.md`. Log it with a
/// bug report, or compare it to decide on behaviour that changed between versions:
///
/// ```swift
/// print("Prex", PrexRelease.current)  // "Prex 0.4.0" for this release
/// if PrexRelease.current >= PrexRelease(major: 0, minor: 4, patch: 0) {
///     // API added in 0.4.0
/// }
/// ```
///
/// While the major version is 0, a minor version may change public API and a patch only fixes bugs; a rename keeps a
/// deprecated alias for at least one minor version where the language allows (README, "Versioning"). A constant,
/// readable from any thread.
public struct PrexRelease: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Incremented for a release that changes public API incompatibly (from 1.0 on).
    public let major: Int
    /// Incremented for a release that adds API (and, while `major` is 0, one that changes it).
    public let minor: Int
    /// Incremented for a release that only fixes bugs.
    public let patch: Int

    /// The version of the Prex library this code was built with.
    public static let current = PrexRelease(major: 0, minor: 4, patch: 0)

    /// A version made of its three numbers.
    public init(major: Int, minor: Int, patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// `major.minor.patch`, such as `0.4.0`.
    public var description: String {
        "\(major).\(minor).\(patch)"
    }

    /// Whether `lhs` is an earlier version than `rhs`: compares the major, then the minor, then the patch number.
    public static func < (lhs: PrexRelease, rhs: PrexRelease) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
