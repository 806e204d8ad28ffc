import PrexDump

/// Where a ``Flux`` writes its debug log: one entry per action, saying what the action changed in the state.
///
/// Logging is off unless asked for: pass a log to ``Flux/init(state:mutation:debugLog:dependencies:)``.
///
/// ```swift
/// let flux = Flux(state: CounterState(), mutation: CounterMutation(), debugLog: .standardError)
/// flux.dispatcher.dispatch(.increment)
/// ```
///
/// writes this entry to standard error:
///
/// ```
/// action CounterAction.increment
///   - count: 0
///   + count: 1
/// ```
///
/// An entry is a line naming the action (its type and its value, such as `CounterAction.increment` or
/// `SearchAction.pageRequested(request: 2, page: 3)`), then one line per difference between the state
/// before and after the mutation, indented by two spaces: `- path: old` then `+ path: new` for a changed
/// value, a lone `-` or `+` line for an array element or dictionary entry that went or came, and
/// `  (no change)` when the action changed nothing. Paths read like Swift: `results[2].owner.login`,
/// `byID["a"]`; values are rendered on one line, like Swift literals (`nil`, `"text"`, `.case(label: 1)`,
/// `Type(label: value)`); types with a `description` of their own print it. An `Equatable` type's own `==` is
/// trusted inside collections: an array element, a dictionary value, a whole dictionary or set that is `==` to
/// its counterpart has no lines (`-0.0` for `0.0` in a `[Double]` is no change).
///
/// ## Threading and cost
/// The entry is handed to the log in one call, as one string of whole lines, each ending with a newline.
/// That call runs on the thread that dispatched the action, while the Flux delivers it (holding its gate,
/// right after the mutation, before the store's listeners run), so entries arrive one at a time, in dispatch
/// order. A custom log must therefore not dispatch to the same Flux, and must not wait for a thread that does.
///
/// Each entry costs what the action changed, not the size of the state: parts of the state the action did
/// not touch hold the same storage before and after (an array, a string, a dictionary is shared until it is
/// written), and are skipped by comparing their bytes, without reading them; an untouched array of
/// `Equatable` elements beside a changed one is skipped by `==`. A value whose bytes differ is read through
/// `Mirror`, one level at a time, so only the properties that differ are read further. Only the values a line
/// prints are rendered. A scalar changed costs a few microseconds; an element changed in a large array costs a
/// byte comparison of the array (memory speed: tens of microseconds for two arrays of 880 KB).
/// It is meant for debugging. A Flux made without a log runs exactly the code it runs without this feature:
/// the choice is made once, when the Flux is created.
public struct DebugLog: Sendable {
    @usableFromInline let write: @Sendable (String) -> Void

    private init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// A log that writes each entry to the process's standard error, in one `write` call where the system
    /// allows (so entries from several Fluxes do not interleave line by line).
    ///
    /// Write errors (a closed standard error) are ignored. Cost: one system call per entry, usually.
    public static let standardError = DebugLog { entry in
        // A failed write is dropped: logging never stops the app.
        try? FileDescriptor.standardError.write(Array(entry.utf8))
    }

    /// A log that hands each entry to `write`: for example, to collect entries in a test or forward them to
    /// a logging library.
    ///
    /// `write` runs on the dispatching thread while the Flux delivers the action, once per action, in
    /// dispatch order; it must not dispatch to the same Flux, nor wait for a thread that does.
    ///
    /// - Parameter write: Receives each entry: whole lines, each ending with a newline.
    /// - Returns: A log to pass to ``Flux/init(state:mutation:debugLog:dependencies:)``.
    public static func custom(_ write: @escaping @Sendable (_ entry: String) -> Void) -> DebugLog {
        DebugLog(write: write)
    }

    /// `mutation`, writing an entry to this log for every action it applies: after the state changed, before
    /// the store's listeners hear of it (the cause is logged before its effects). Inlinable, so that the
    /// mutation is specialized for the app's types, as it is without a log.
    @inlinable
    func logging<M: Mutation>(_ mutation: M) -> LoggedMutation<M> {
        LoggedMutation(base: mutation, log: self)
    }

    /// The entry for `action`, which changed `old` into `new`: made by the value diff (see the type's doc).
    @usableFromInline
    static func entry<Action, State>(for action: Action, from old: State, to new: State) -> String {
        DebugLogEntry.make(named: name(of: action), from: old, to: new)
    }
}

/// A mutation that writes a ``DebugLog`` entry for every action it applies: the debug log's part of a Flux,
/// built on the public ``Mutation`` protocol, so the dispatch path knows nothing of logging.
@usableFromInline
struct LoggedMutation<Base: Mutation>: Mutation {
    @usableFromInline let base: Base
    @usableFromInline let log: DebugLog
    /// Where the composed mutations that `base` runs report the child actions they ignored (see
    /// `IgnoredChildAction`): wherever they are, `base` itself or a mutation that `base` calls.
    @usableFromInline let ignored = Locked<[String]>([])

    @usableFromInline
    init(base: Base, log: DebugLog) {
        self.base = base
        self.log = log
    }

    @inlinable
    func mutate(action: Base.Action, state: inout Base.State) {
        let old = state
        let ignoredNow = IgnoredChildAction.collect(into: ignored) {
            base.mutate(action: action, state: &state)
        }
        var entry = DebugLog.entry(for: action, from: old, to: state)
        for reason in ignoredNow {
            entry += "  \(reason)\n"
        }
        log.write(entry)
    }
}
