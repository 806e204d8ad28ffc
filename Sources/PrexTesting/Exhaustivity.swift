/// How much a ``TestStore`` demands of a test: every change and every action (the default), or only what the
/// test mentions.
///
/// ```swift
/// store.exhaustivity = .off  // an integration test: assert the end result, not each step
/// ```
public enum Exhaustivity: Equatable, Sendable {
    /// Every dispatched action must be received, every change of state stated exactly, and every effect finished
    /// by the end of the test.
    case on
    /// Only what the test states is checked: a change closure is applied to the actual state, and fails only when
    /// it sets something to another value than the actual one (set values, do not increment them); `receive` skips
    /// the actions before the one it matches; the end of the test checks nothing. With `showSkippedAssertions`,
    /// what was skipped is printed to standard error, one line each.
    case off(showSkippedAssertions: Bool)

    /// ``off(showSkippedAssertions:)`` without the listing.
    public static let off = Exhaustivity.off(showSkippedAssertions: false)
}
