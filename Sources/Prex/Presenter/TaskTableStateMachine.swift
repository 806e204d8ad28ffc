/// The tasks of one lifetime that have not been seen finishing: the state machine behind ``TaskTable``.
///
/// Every transition is a pure `mutating func` that returns the tasks to cancel, so the caller cancels them
/// after leaving the lock (cancelling runs cancellation handlers, which may start or cancel tasks again).
/// The rules:
/// - one running task per id: a task started under an id replaces the one running under it;
/// - a start is filed before its task exists (``reserve(id:)``), so a task that finishes before its handle is
///   filed, on another thread, leaves nothing behind;
/// - a finished task leaves only its own entry: each entry carries a token, and a task that finishes after
///   it was replaced or cancelled finds another token (or none) under its key and leaves the table alone;
/// - once closed (the lifetime ended), the table holds nothing, and a task started then is cancelled at once.
struct TaskTableStateMachine<Handle> {
    /// What a task is filed under.
    enum Key: Hashable, Sendable {
        /// A task started with an id.
        case id(TaskID)
        /// A task started without one, filed under its own token.
        case anonymous(UInt64)
    }

    /// A task, and the token of the start that filed it; no handle yet between ``reserve(id:)`` and
    /// ``insert(_:key:token:)``.
    struct Entry {
        let token: UInt64
        var handle: Handle?
    }

    /// The running tasks.
    private(set) var entries: [Key: Entry] = [:]
    /// The token the next start gets.
    private var nextToken: UInt64 = 0
    /// Whether the lifetime ended.
    private(set) var isClosed = false

    /// Files a task about to start, replacing the one filed under the same id.
    ///
    /// - Parameter id: The task's id, or `nil` for a task without one.
    /// - Returns: The key and the token to pass to ``insert(_:key:token:)`` and ``remove(key:token:)``, and the
    ///   task it replaces, to cancel.
    mutating func reserve(id: TaskID?) -> (key: Key, token: UInt64, replaced: Handle?) {
        let token = nextToken
        nextToken &+= 1
        let key = id.map(Key.id) ?? .anonymous(token)
        guard !isClosed else { return (key, token, nil) }
        let replaced = entries.updateValue(Entry(token: token, handle: nil), forKey: key)
        return (key, token, replaced?.handle)
    }

    /// Gives the start that `token` filed under `key` its task.
    ///
    /// - Returns: The task itself, to cancel, when its entry is gone meanwhile: replaced, cancelled, closed, or
    ///   finished already (cancelling a finished task does nothing); otherwise `nil`.
    mutating func insert(_ handle: Handle, key: Key, token: UInt64) -> Handle? {
        guard entries[key]?.token == token else { return handle }
        entries[key]?.handle = handle
        return nil
    }

    /// A task finished: removes its entry, if it is still the one filed under `key`.
    ///
    /// - Returns: Whether it was (`false` when a newer task replaced it, or it was cancelled and removed).
    @discardableResult
    mutating func remove(key: Key, token: UInt64) -> Bool {
        guard entries[key]?.token == token else { return false }
        entries[key] = nil
        return true
    }

    /// Removes the task filed under `id`, if any.
    ///
    /// - Returns: The task to cancel (`nil` too for a start whose task is not filed yet: its
    ///   ``insert(_:key:token:)`` will cancel it).
    mutating func cancel(id: TaskID) -> Handle? {
        entries.removeValue(forKey: .id(id))?.handle
    }

    /// Closes the table: the lifetime ended.
    ///
    /// - Returns: Every running task, to cancel (a start whose task is not filed yet is cancelled by its
    ///   ``insert(_:key:token:)``).
    mutating func close() -> [Handle] {
        isClosed = true
        defer { entries = [:] }
        return entries.values.compactMap(\.handle)
    }
}

extension TaskTableStateMachine: Sendable where Handle: Sendable {}

extension TaskTableStateMachine.Entry: Sendable where Handle: Sendable {}

/// A task's id: any `Hashable & Sendable` value, compared and hashed as `AnyHashable` compares and hashes it.
///
/// It keeps the value itself rather than an `AnyHashable`, which is not `Sendable`; the `AnyHashable` made
/// for each comparison lives only inside it.
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
