/// How long an effect started with ``Presenter/task(id:lifetime:ifRunning:priority:_:)`` (or a load, or
/// ``Flux/task(id:lifetime:ifRunning:priority:_:)``) may run: what cancels it, besides its own end. Choose by what
/// the work is for, never by where it is started.
///
/// Whatever the lifetime, an effect dispatches through the Flux it was started on, never through a presenter: its
/// results reach the state after the presenter went, and a result for a child that left the state changes nothing
/// (the debug log reports it). A running effect keeps its Flux (and those it is scoped from) alive until it ends,
/// never a presenter or a view. Ids are per table: a *view* task's among its presenter's, a *feature* task's among
/// its child's (shared by every scope of that child, made before or after; the app's, on a Flux that is not a
/// scope), an *app* task's among the whole app's: include the child's identity in an app task's id, or leave it out.
public struct TaskLifetime: Hashable, Sendable {
    /// The three lifetimes.
    enum Kind: Hashable, Sendable {
        case view
        case feature
        case app
    }

    let kind: Kind

    /// Until the presenter that started it goes (its view went), or its feature's child leaves the state: what
    /// ``Presenter/task(id:lifetime:ifRunning:priority:_:)`` starts by default. For the work a screen shows. A
    /// ``Flux`` has no view: on ``Flux/task(id:lifetime:ifRunning:priority:_:)`` and ``Flux/cancelTask(id:lifetime:)``
    /// it means ``feature``.
    public static let view = TaskLifetime(kind: .view)

    /// While the feature's child is in the state, whatever its views, presenters and scope objects do: until the
    /// child leaves (the optional child goes or is replaced, the element is removed). The child's, not a scope's:
    /// every scope of the same child, made at the same time or later, reaches it by id. On a Flux that is not a
    /// scope, as long as the Flux (the same as ``app``).
    public static let feature = TaskLifetime(kind: .feature)

    /// With the app's root Flux: navigation never cancels it, only ``Presenter/cancelTask(id:lifetime:)`` or its
    /// own end. For writes.
    public static let app = TaskLifetime(kind: .app)
}
