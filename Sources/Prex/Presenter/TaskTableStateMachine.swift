/// The tasks of one lifetime that have not been seen finishing: the state machine behind ``TaskTable``.
///
/// Every transition is a pure `mutating func` returning the tasks to cancel, which the caller cancels after leaving
/// the lock (cancellation handlers may start or cancel tasks again). The rules:
/// - one running task per id: a task started under an id replaces the one running under it;
/// - a start is filed before its task exists (``reserve(id:)``), so a task that finishes before its handle is filed,
///   on another thread, leaves nothing behind;
/// - a finished task leaves only its own entry: each entry carries a token, and a task that finishes after it was
///   replaced or cancelled finds another token (or none) under its key and leaves the table alone;
/// - once closed (the lifetime ended), the table holds nothing, and a task started then is cancelled at once.
struct TaskTableStateMachine<Handle> {
    /// What a task is filed under: its id, or for a task started without one, its own token.
    enum Key: Hashable, Sendable {
        case id(TaskID)
        case anonymous(UInt64)
    }

    /// A task, and the token of the start that filed it; no handle from ``reserve(id:)`` to ``insert(_:key:token:)``.
    struct Entry {
        let token: UInt64
        var handle: Handle?
    }

    private(set) var entries: [Key: Entry] = [:]
    private var nextToken: UInt64 = 0
    /// Whether the lifetime ended.
    private(set) var isClosed = false

    /// Files a task about to start (`id` `nil` for one without), replacing the one filed under the same id.
    ///
    /// - Returns: The key and token for ``insert(_:key:token:)`` and ``remove(key:token:)``, and the task replaced,
    ///   to cancel.
    mutating func reserve(id: TaskID?) -> (key: Key, token: UInt64, replaced: Handle?) {
        let token = nextToken
        nextToken &+= 1
        let key = id.map(Key.id) ?? .anonymous(token)
        guard !isClosed else { return (key, token, nil) }
        let replaced = entries.updateValue(Entry(token: token, handle: nil), forKey: key)
        return (key, token, replaced?.handle)
    }

    /// Gives the start that `token` filed under `key` its task; returns the task, to cancel, when its entry went
    /// meanwhile (replaced, cancelled, closed, or finished: cancelling a finished task does nothing), else `nil`.
    mutating func insert(_ handle: Handle, key: Key, token: UInt64) -> Handle? {
        guard entries[key]?.token == token else { return handle }
        entries[key]?.handle = handle
        return nil
    }

    /// A task finished: removes its entry, if it is still the one filed under `key`; returns whether it was (`false`
    /// when a newer task replaced it, or it was cancelled and removed).
    @discardableResult
    mutating func remove(key: Key, token: UInt64) -> Bool {
        guard entries[key]?.token == token else { return false }
        entries[key] = nil
        return true
    }

    /// Removes the task filed under `id`, if any; returns it, to cancel (`nil` too for a start whose task is not
    /// filed yet: its ``insert(_:key:token:)`` will cancel it).
    mutating func cancel(id: TaskID) -> Handle? {
        entries.removeValue(forKey: .id(id))?.handle
    }

    /// Closes the table (the lifetime ended); returns every running task, to cancel (a start whose task is not filed
    /// yet is cancelled by its ``insert(_:key:token:)``).
    mutating func close() -> [Handle] {
        isClosed = true
        defer { entries = [:] }
        return entries.values.compactMap(\.handle)
    }
}

extension TaskTableStateMachine: Sendable where Handle: Sendable {}

extension TaskTableStateMachine.Entry: Sendable where Handle: Sendable {}

/// A task's id: any `Hashable & Sendable` value, compared and hashed as `AnyHashable` does. It keeps the value, not
/// an `AnyHashable` (which is not `Sendable`); the one made for each comparison lives only inside it.
struct TaskID: Hashable, Sendable {
    let base: any Hashable & Sendable

    init(_ base: some Hashable & Sendable) {
        self.base = base
    }

    static func == (lhs: TaskID, rhs: TaskID) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    func hash(into hasher: inout Hasher) {
        AnyHashable(base).hash(into: &hasher)
    }
}
