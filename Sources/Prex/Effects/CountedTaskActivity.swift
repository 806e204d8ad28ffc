/// What a counted task is doing, as a test clock sees it: the state machine behind each entry of a
/// ``RunningTaskCount``, beside the entry's sleep count and whether it was cancelled.
///
/// Exactly the three possible states: a task is only set aside while it runs its own code, so "set aside and not
/// running" cannot be written. Each transition is a pure `mutating func`, under the count's lock.
enum CountedTaskActivity: Hashable, Sendable, CaseIterable {
    /// Not running its own code: not begun yet, or woken and not returned from the sleep that woke it. It is late
    /// (waiting for its executor), so it stays busy unless it sleeps.
    case late
    /// Running its own code.
    case running
    /// Running its own code, but counted as not busy: a test clock set it aside as waiting for something else than
    /// time, until it sleeps, wakes or is cancelled.
    case setAside

    /// The task began, or returned from a sleep: it runs its own code (one set aside stays aside).
    mutating func resumed() {
        if self == .late {
            self = .running
        }
    }

    /// The task started a sleep, or was cancelled: it is no longer set aside.
    mutating func sleptOrCancelled() {
        if self == .setAside {
            self = .running
        }
    }

    /// A sleep of the task ended: it is late until it returns from that sleep.
    mutating func woke() {
        self = .late
    }

    /// A test clock sets aside the busy tasks (`awake`: it sleeps on nothing) that run their own code; returns
    /// whether this one was set aside now. A late task, or one asleep, is left as it is.
    mutating func setAside(awake: Bool) -> Bool {
        guard awake, self == .running else { return false }
        self = .setAside
        return true
    }
}
