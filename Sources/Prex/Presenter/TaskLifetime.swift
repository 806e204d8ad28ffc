/// How long an effect started with ``Presenter/task(id:lifetime:priority:_:)`` (or a load, or
/// ``Flux/task(id:lifetime:priority:_:)``) may run: what cancels it, besides its own end.
///
/// Choose by what the work is for, never by where it is started:
///
/// | Lifetime | Cancelled when | For |
/// |---|---|---|
/// | ``view`` | its presenter goes (the view went), or its feature's child leaves the state | what a screen shows: a search, a page, a refresh |
/// | ``feature`` | the feature's child leaves the state (its scope ends), whatever its views and presenters do | a child's own work that must outlive its screen: a row's write while the row is filtered out of view |
/// | ``app`` | never by navigation: only by ``Presenter/cancelTask(id:lifetime:)`` or its own end | writes that must survive navigation: a "mark read" sent just before *back* |
///
/// ```swift
/// extension Presenter where Action == ArticleAction, State == ArticleState {
///     func markRead() {
///         dispatch(.markedRead)
///         let articles = dependencies.articles
///         let id = state.id
///         task(id: ArticleWork.markRead(id), lifetime: .app) { dispatch in
///             do {
///                 try await articles.markRead(id)
///             } catch is CancellationError {
///             } catch {
///                 dispatch(.markReadFailed(LoadFailure(error)))
///             }
///         }
///     }
/// }
/// ```
///
/// Whatever the lifetime, an effect dispatches through the Flux it was started on (the presenter's, a scope of
/// the app's), never through a presenter: its results reach the state even when the presenter is gone. A
/// result for a feature whose child left the state changes nothing, and the debug log reports it; a running
/// effect keeps its Flux (and the Fluxes it is scoped from) alive until it ends, but never a presenter or a
/// view.
///
/// Ids are per table: a *view* task's among its presenter's, a *feature* task's among those started on the same
/// scope (on a Flux that is not a scope, the app's), an *app* task's among the whole app's, so include the child's
/// identity in an app task's id (as `ArticleWork.markRead(id)` does) or leave the id out.
public struct TaskLifetime: Hashable, Sendable {
    /// The three lifetimes.
    enum Kind: Hashable, Sendable {
        case view
        case feature
        case app
    }

    let kind: Kind

    /// Until the presenter that started it goes (its view went), or its feature's child leaves the state: what
    /// ``Presenter/task(id:priority:_:)`` starts. For the work a screen shows.
    public static let view = TaskLifetime(kind: .view)

    /// While the feature's child is in the state: until the scope it was started on ends (the optional child
    /// goes or is replaced, the element is removed), whatever the feature's views and presenters do. On a Flux
    /// that is not a scope, as long as the Flux (the same as ``app``).
    public static let feature = TaskLifetime(kind: .feature)

    /// With the app's root Flux: navigation never cancels it, only ``Presenter/cancelTask(id:lifetime:)`` or its
    /// own end. For writes.
    public static let app = TaskLifetime(kind: .app)
}
