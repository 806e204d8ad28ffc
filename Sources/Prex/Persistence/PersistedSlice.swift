import Foundation

/// A slice of a Flux's state kept in a JSON file: loaded when the Flux is made, saved after it changes, and
/// reloaded when another process replaces the file.
///
/// Give it to ``Flux/init(state:mutation:persisting:middleware:debugLog:dependencies:)``, which makes the Flux start
/// from the file's value. Then every change of the slice is saved on the slice's own serial queue, never on the
/// dispatching thread, which pays one lock round trip per action that wrote the slice (an action that left it alone
/// costs a comparison of its inline bytes, and schedules nothing): changes made within ``saveDelay`` of each other
/// are one write, and a batch that left the slice as the file has it writes nothing. A write replaces the file
/// atomically and durably (see ``FileStorage``). Every ``pollInterval`` the queue looks at the file's inode, size and
/// modification time; when another process wrote it, its value is dispatched as the action `reload` makes, so it
/// goes through the mutation, the debug log, the recorder and the views like any change. Its own writes are not
/// echoed back.
///
/// A file that is not a value of the slice's type (garbage, another shape, empty, a folder) is moved aside to
/// `NAME.corrupt-DATE` and reported; the state keeps its default. A failed write is reported each time, and the
/// state goes on in memory. Reports go to `onError` and the Flux's debug log, on whichever thread found them.
///
/// The slice lives as long as the Flux's store, and a scheduled save until it ran. Call ``flush()`` before the
/// process ends: on a normal exit, on SIGINT and SIGTERM, and when an iOS app goes to the background. See
/// <doc:FormsSharedStateAndPersistence>.
public final class PersistedSlice<Action: Prex.Action, State: Prex.State, Value: Codable & Equatable & Sendable>:
    Sendable
{
    /// The file the value is kept in.
    public let file: FileStorage
    /// How long a save waits for more changes to write them together, in seconds.
    public let saveDelay: TimeInterval
    /// How often the file is checked for another process's write, in seconds; `nil` for never (then call
    /// ``checkForChanges()``).
    public let pollInterval: TimeInterval?
    let keyPath: any WritableKeyPath<State, Value> & Sendable
    let reload: @Sendable (Value) -> Action
    let onError: @Sendable (PersistenceError) -> Void
    /// Where files are read and written, one operation at a time.
    let queue = DispatchQueue(label: "Prex.PersistedSlice", qos: .utility)
    let record = Locked(SliceRecord<Action, Value>())

    /// Names a slice and its file.
    ///
    /// Does nothing yet: the file is read when the Flux is made. Callable from any thread.
    ///
    /// - Parameters:
    ///   - keyPath: The slice, such as `\.settings`.
    ///   - file: The file it is kept in.
    ///   - reload: The action that sets the slice to a value another process wrote, such as
    ///     `AppAction.settingsChangedOnDisk`; the mutation applies it.
    ///   - saveDelay: How long a save waits for more changes, in seconds. Default 0.1.
    ///   - pollInterval: How often to look for another process's write, in seconds, or `nil` for never.
    ///     Default 1.
    ///   - onError: Called with each failure, on the thread that found it. Default: nothing (the debug log still
    ///     gets it).
    public init(
        _ keyPath: any WritableKeyPath<State, Value> & Sendable, in file: FileStorage,
        reload: @escaping @Sendable (Value) -> Action, saveDelay: TimeInterval = 0.1,
        pollInterval: TimeInterval? = 1, onError: @escaping @Sendable (PersistenceError) -> Void = { _ in }
    ) {
        self.keyPath = keyPath
        self.file = file
        self.reload = reload
        self.saveDelay = saveDelay
        self.pollInterval = pollInterval
        self.onError = onError
    }

    deinit {
        record.withLock { $0.timer?.cancel() }
    }

    /// The last failure, or `nil` if there was none. Any thread.
    public var lastError: PersistenceError? {
        record.withLock { $0.lastError }
    }

    /// Writes the change not saved yet, if any, and returns once it is on disk (or failed, which is reported).
    ///
    /// Blocks the calling thread for one write at most (usually milliseconds; the encoding of the value and an
    /// `fsync`). Call it when the process is about to end: at its normal end, on SIGINT and SIGTERM, and when an
    /// iOS app goes to the background (`sceneDidEnterBackground`). Any thread, but not from a mutation or a
    /// listener of the same Flux that waits on this slice's queue.
    public func flush() {
        queue.sync { savePending() }
    }

    /// Looks at the file now and, if another process wrote it since it was last read or written here, dispatches
    /// its value as `reload` makes it, on the calling thread, before returning.
    ///
    /// The timer does this every ``pollInterval``; call it to see a change at once (an app coming back to the
    /// foreground). Blocks for one `stat`, and a read of the file when it changed. Any thread but a mutation's.
    public func checkForChanges() {
        let action = queue.sync { externalChange() }
        if let action {
            record.withLock { $0.deliver }?(action)
        }
    }

    /// The number of files written, for the package's tests.
    var saveCount: Int {
        record.withLock { $0.saveCount }
    }

    /// Whether a save waits on the queue, for the package's tests.
    var isSaveScheduled: Bool {
        record.withLock { record in
            if case .scheduled = record.save { true } else { false }
        }
    }
}

/// What a ``PersistedSlice`` knows and has to do, behind its lock.
struct SliceRecord<Action: Prex.Action, Value: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable` is sound: it is only reached through `PersistedSlice.record`, a `Locked`; the one
    // non-Sendable member, `timer`, is a Dispatch source, which is safe from any thread.

    /// The latest change not saved yet, and whether a save is scheduled on the queue.
    var save = SaveStateMachine<Value>.idle
    /// The value the file is known to hold (read or written here; the default while there is no file), or `nil`
    /// if unknown.
    var onDisk: Value?
    /// The signature of the file last read or written here.
    var signature: FileSignature?
    /// Whether an unusable file could not be moved aside: then nothing is written over it.
    var isBlocked = false
    var lastError: PersistenceError?
    var saveCount = 0
    /// Whether the slice was attached to a Flux already.
    var isAttached = false
    /// Dispatches to the Flux, which it does not keep; set when attached.
    var deliver: (@Sendable (Action) -> Void)?
    var debugLog: DebugLog?
    var timer: (any DispatchSourceTimer)?
}
