import PrexDump

/// Where a ``Flux`` writes its debug log: one entry per action, naming the action and what it changed in the state.
///
/// Off unless a log is passed to ``Flux/init(state:mutation:debugLog:dependencies:)``. Each entry is handed to the
/// log in one call, as whole lines, on the dispatching thread while the Flux delivers the action (holding its gate,
/// after the mutation, before the store's listeners), so entries arrive one at a time, in dispatch order; a log
/// must not dispatch to the same Flux, nor wait for a thread that does. An entry costs what the action changed, not
/// the size of the state; a Flux made without a log runs no logging code. See <doc:Debugging>.
public struct DebugLog: Sendable {
    let write: @Sendable (String) -> Void

    private init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// A log that writes each entry to standard error in one `write` call where the system allows, so entries from
    /// several Fluxes do not interleave. Write errors are ignored: logging never stops the app.
    public static let standardError = DebugLog { entry in
        try? FileDescriptor.standardError.write(Array(entry.utf8))
    }

    /// A log that hands each entry to `write` (to collect entries in a test, or forward them to a logging library),
    /// on the dispatching thread, in dispatch order; `write` must not dispatch to the same Flux.
    ///
    /// - Parameter write: Receives each entry: whole lines, each ending with a newline.
    /// - Returns: A log to pass to ``Flux/init(state:mutation:debugLog:dependencies:)``.
    public static func custom(_ write: @escaping @Sendable (_ entry: String) -> Void) -> DebugLog {
        DebugLog(write: write)
    }

    /// `mutation`, logging every action it applies before the store's listeners hear of it (the cause before its
    /// effects).
    @usableFromInline
    func logging<M: Mutation>(_ mutation: M) -> LoggedMutation<M> {
        LoggedMutation(base: mutation, log: self)
    }

    /// The entry for `action`, which changed `old` into `new`.
    static func entry<Action, State>(
        for action: Action, from old: State, to new: State, bindings: [AppliedBinding] = []
    ) -> String {
        DebugLogEntry.make(named: name(of: action, bindings: bindings), from: old, to: new)
    }
}

/// A mutation that writes a ``DebugLog`` entry for every action it applies: the debug log's part of a Flux,
/// built on the public ``Mutation`` protocol, so the dispatch path knows nothing of logging.
@usableFromInline
struct LoggedMutation<Base: Mutation>: Mutation {
    let base: Base
    let log: DebugLog
    /// Where the bindings `base` applies and the composed mutations it runs, at any depth, report.
    let reports = Locked(MutationReports())

    init(base: Base, log: DebugLog) {
        self.base = base
        self.log = log
    }

    @usableFromInline
    func mutate(action: Base.Action, state: inout Base.State) {
        let old = state
        let reported = MutationReports.collect(into: reports) {
            base.mutate(action: action, state: &state)
        }
        var entry = DebugLog.entry(for: action, from: old, to: state, bindings: reported.applied)
        for reason in reported.ignored {
            entry += "  \(reason)\n"
        }
        log.write(entry)
    }
}
