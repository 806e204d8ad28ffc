import Foundation

/// What a ``TestStore``'s `deinit` reads, which runs on whichever thread released the store: whether the test
/// ended it with `finish()`, whether it is exhaustive, how many recorded actions the test asserted or skipped.
final class StoreEnd: @unchecked Sendable {
    // `@unchecked Sendable` is sound: every property is only read and written while holding `lock`.

    private let lock = NSLock()
    private var finished = false
    private var exhaustive = true
    private var claimedActions = 0

    /// How many recorded actions the test asserted or skipped, in order from the first.
    var claimed: Int {
        get { lock.withLock { claimedActions } }
        set { lock.withLock { claimedActions = newValue } }
    }

    /// Whether `finish()` ran.
    var isFinished: Bool {
        get { lock.withLock { finished } }
        set { lock.withLock { finished = newValue } }
    }

    /// Whether the store's exhaustivity is on.
    var isExhaustive: Bool {
        get { lock.withLock { exhaustive } }
        set { lock.withLock { exhaustive = newValue } }
    }
}
