/// The tasks of one lifetime that have not been seen finishing: the state machine behind ``TaskTable``.
///
/// Every transition is a pure `mutating func` returning the tasks to cancel, which the caller cancels after leaving
/// the lock (cancellation handlers may start or cancel tasks again). The rules:
/// - one running task per id by default: a task started under an id replaces (cancels) every task running under
///   it; a task started *alongside* (``TaskIDPolicy/runAlongside``) joins them instead, and cancelling the id, or a
///   later replacing start, cancels them all;
/// - a start is filed before its task exists (``reserve(id:alongside:)``), so a task that finishes before its handle is filed,
///   on another thread, leaves nothing behind;
/// - a finished task leaves only its own entry: each entry carries a token, and a task that finishes after it was
///   replaced or cancelled finds another token (or none) under its key and leaves the table alone;
/// - once closed (the lifetime ended), the table holds nothing, and a task started then is cancelled at once.
struct TaskTableStateMachine<Handle> {
    /// What a task is filed under: its id, for a task started without one its own token, and for one started
    /// alongside the others under its id both.
    enum Key: Hashable, Sendable {
        case id(TaskID)
        case anonymous(UInt64)
        case alongside(TaskID, UInt64)
    }

    /// A task, and the token of the start that filed it; no handle from ``reserve(id:alongside:)`` to ``insert(_:key:token:)``.
    struct Entry {
        let token: UInt64
        var handle: Handle?
    }

    private(set) var entries: [Key: Entry] = [:]
    /// The tokens of the tasks filed alongside others, by id: what cancelling an id reaches besides `.id(id)`.
    /// Empty unless ``TaskIDPolicy/runAlongside`` was used, so that the other transitions pay one emptiness check.
    private var alongside: [TaskID: [UInt64]] = [:]
    private var nextToken: UInt64 = 0
    /// Whether the lifetime ended.
    private(set) var isClosed = false

    /// Files a task about to start (`id` `nil` for one without): replacing every task filed under the same id, or
    /// beside them when `alongside` is `true`.
    ///
    /// - Returns: The key and token for ``insert(_:key:token:)`` and ``remove(key:token:)``, and the tasks
    ///   replaced, to cancel.
    mutating func reserve(id: TaskID?, alongside: Bool = false) -> (key: Key, token: UInt64, replaced: [Handle]) {
        let token = nextToken
        nextToken &+= 1
        let key = id.map { alongside ? Key.alongside($0, token) : .id($0) } ?? .anonymous(token)
        guard !isClosed else { return (key, token, []) }
        var replaced: [Handle] = []
        if let id, !alongside {
            replaced = removeAlongside(id)
        }
        if let handle = entries.updateValue(Entry(token: token, handle: nil), forKey: key)?.handle {
            replaced.append(handle)
        }
        if let id, alongside {
            self.alongside[id, default: []].append(token)
        }
        return (key, token, replaced)
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
        if case .alongside(let id, _) = key {
            alongside[id]?.removeAll { $0 == token }
            if alongside[id]?.isEmpty == true {
                alongside[id] = nil
            }
        }
        return true
    }

    /// Removes every task filed under `id` (the one filed there, and those filed alongside it); returns them, to
    /// cancel (a start whose task is not filed yet is left out: its ``insert(_:key:token:)`` will cancel it).
    mutating func cancel(id: TaskID) -> [Handle] {
        var cancelled = removeAlongside(id)
        if let handle = entries.removeValue(forKey: .id(id))?.handle {
            cancelled.append(handle)
        }
        return cancelled
    }

    /// Removes the tasks filed alongside others under `id`; returns those that have their task.
    private mutating func removeAlongside(_ id: TaskID) -> [Handle] {
        guard !alongside.isEmpty, let tokens = alongside.removeValue(forKey: id) else { return [] }
        return tokens.compactMap { entries.removeValue(forKey: .alongside(id, $0))?.handle }
    }

    /// Closes the table (the lifetime ended); returns every running task, to cancel (a start whose task is not filed
    /// yet is cancelled by its ``insert(_:key:token:)``).
    mutating func close() -> [Handle] {
        isClosed = true
        defer {
            entries = [:]
            alongside = [:]
        }
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
