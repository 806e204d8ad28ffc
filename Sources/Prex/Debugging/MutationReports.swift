/// What a mutation reports to the debug log while a ``LoggedMutation`` runs it: the bindings it applied (the
/// values they replaced) and the child actions its composed mutations ignored, at any depth.
///
/// The one way a mutation reaches the log: the logged mutation lends its reports through ``collecting`` for its
/// mutation's synchronous span, and a reporter reads it there. Without a debug log, reporting costs one
/// `pthread_getspecific` (a task-local read costs four times as much).
struct MutationReports: Sendable {
    /// Where mutations report while a ``LoggedMutation`` runs its mutation, on the dispatching thread; `nil`
    /// otherwise. The mutation is synchronous, so it runs on that thread from start to end.
    static let collecting = ThreadSlot<Locked<MutationReports>>()

    /// The bindings applied, in order.
    var applied: [AppliedBinding] = []
    /// Why child actions were ignored (`ignored: no Child (\Parent.child is nil)`), in order.
    var ignored: [String] = []

    init() {}

    /// Runs `body` (a mutation) reporting to `reports`, the logged mutation's own (lent as ``collecting``), and
    /// returns what was reported, leaving `reports` empty.
    static func collect(into reports: Locked<MutationReports>, _ body: () -> Void) -> MutationReports {
        collecting.lend(reports, during: body)
        return reports.withLock { reports in
            defer { reports = MutationReports() }
            return reports
        }
    }
}
