/// Whether a change of a ``PersistedSlice`` waits to be saved: the state machine behind its save coalescing, kept
/// behind the slice's lock.
///
/// The changes of a batch are one write: the first schedules a save, the later ones replace the value it will
/// write, and the save writes the latest. A value waits exactly while a save is scheduled, so the two are one state.
/// Each transition is a pure `mutating func` returning what the caller must do, after leaving the lock.
enum SaveStateMachine<Value> {
    /// No change waits, and no save is scheduled.
    case idle
    /// A save is scheduled, and will write `latest`, the newest change.
    case scheduled(latest: Value)

    /// What the caller does after a change.
    enum ChangeAction: Equatable {
        /// Schedule a save: the change is the first of its batch.
        case scheduleSave
        /// Nothing: the save already scheduled will write the change.
        case none
    }

    /// The slice changed to `value`: it waits for a save, replacing what waited.
    mutating func changed(to value: Value) -> ChangeAction {
        let action: ChangeAction
        if case .idle = self {
            action = .scheduleSave
        } else {
            action = .none
        }
        self = .scheduled(latest: value)
        return action
    }

    /// A save runs (the scheduled one, or a flush): returns the value to write, or `nil` when none waits (a flush
    /// wrote it already). Nothing waits from now on; a change after it schedules a new save.
    mutating func saveRuns() -> Value? {
        guard case .scheduled(let latest) = self else { return nil }
        self = .idle
        return latest
    }
}

extension SaveStateMachine: Sendable where Value: Sendable {}
