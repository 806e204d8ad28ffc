/// Connects a ``View`` to a ``Flux``: it dispatches actions, performs side effects, and hands every change
/// of state to the view on the main actor.
///
/// Extend it for a feature, or subclass it; side effects (service calls) live here and end as actions
/// passed to ``dispatch(_:)``:
///
/// ```swift
/// extension Presenter where Action == CounterAction, State == CounterState {
///     func increment() {
///         dispatch(.increment)
///     }
///
///     func decrement() {
///         if state.count > 0 {
///             dispatch(.decrement)
///         }
///     }
/// }
/// ```
///
/// ## Lifetime
/// The view owns its presenter; the presenter holds the view weakly and holds its Flux strongly. When the
/// view goes, the presenter goes, and with it its listener on the store (and its Flux, unless shared or held by a
/// running task), and every task it started with ``task(id:priority:_:)`` or ``task(priority:_:)`` is cancelled.
/// Work that must outlive the view takes another lifetime: ``task(id:lifetime:priority:_:)``.
///
/// ## Threading
/// A presenter is a main-actor object, like the view it serves: methods that subclasses and extensions
/// add run on the main actor, so their stored properties and side effects need no locks, and a `Task`
/// started in one inherits the main actor. ``dispatch(_:)``, ``state`` and ``reflectWholeState()`` are
/// `nonisolated`: safe from any thread.
///
/// The view's ``View/reflect(change:)`` always runs on the main actor: before `dispatch` returns when the
/// action was dispatched on the main thread (and not from inside another delivery), otherwise
/// asynchronously on the main queue, where changes that arrived in the meantime are merged into one.
/// Each change's `old` is the state the view reflected last.
///
/// > Note: Changes dispatched off the main thread reach the view through `DispatchQueue.main`. Apps
/// > always run the main queue; a command-line program must run it too (`dispatchMain()` or
/// > `RunLoop.main.run()`).
@MainActor
open class Presenter<Action: Prex.Action, State: Prex.State> {
    /// The Flux this presenter dispatches to and listens to: its own, a shared one, or a scope of an app's.
    /// Subclasses and extensions read it, for example to scope a child feature's Flux from it.
    nonisolated public let flux: Flux<Action, State>
    @usableFromInline let delivery: ViewDelivery<State>
    @usableFromInline let listener: Subscription
    /// On a scoped Flux, what closes the delivery when the child the Flux shows goes; `nil` otherwise.
    @usableFromInline let detachment: Subscription?
    /// The tasks started at the view's lifetime (`task(id:)`, `task(_:)`, loads) that are still running; made by the
    /// first task. Main actor only, except in `deinit`, which has the presenter to itself. `detachment` is what
    /// closes the table when the Flux's store is detached (a scoped child that went).
    var tasks: (table: TaskTable, detachment: Subscription?)?

    /// Creates a presenter with a Flux of its own, starting from `state`. Callable from any thread.
    ///
    /// - Parameters:
    ///   - view: The view to reflect changes on, held weakly.
    ///   - state: The initial state.
    ///   - mutation: The mutation that applies this presenter's actions.
    @inlinable
    nonisolated public convenience init<V: View, M: Mutation>(view: V, state: State, mutation: M)
    where V.State == State, M.Action == Action, M.State == State {
        self.init(view: view, flux: Flux(state: state, mutation: mutation))
    }

    /// Creates a presenter on an existing Flux, which may be shared with other presenters.
    ///
    /// The view is assumed to show the Flux's current state: its first change starts from that state.
    /// Call ``reflectWholeState()`` to render the whole state first. Callable from any thread.
    /// Cost: one listener registration.
    ///
    /// - Parameters:
    ///   - view: The view to reflect changes on, held weakly.
    ///   - flux: The Flux to dispatch to and listen to, held strongly.
    @inlinable
    nonisolated public init<V: View>(view: V, flux: Flux<Action, State>) where V.State == State {
        (delivery, listener) = ViewDelivery.listen(to: flux.store, for: view)
        detachment = flux.store.whenChildGoes { [delivery] in delivery.close() }
        self.flux = flux
    }

    deinit {
        flux.store.removeListener(with: listener)
        if let detachment {
            flux.store.core.removeDetachHandler(detachment)
        }
        if let tasks {
            if let detachment = tasks.detachment {
                flux.store.core.removeDetachHandler(detachment)
            }
            tasks.table.close()
        }
    }

    /// The dependencies of the Flux (see ``Dependencies``): what an extension or a subclass reaches its
    /// repository, clock or random source through; a test substitutes them when it makes the Flux. Safe from any
    /// thread.
    @inlinable
    nonisolated public final var dependencies: Dependencies {
        flux.dependencies
    }

    /// The Flux's current state. Safe from any thread.
    @inlinable
    nonisolated public final var state: State {
        flux.store.state
    }

    /// Dispatches an action to the Flux. Safe from any thread; see ``Dispatcher/dispatch(_:)``.
    ///
    /// - Parameter action: The action to apply.
    @inlinable
    nonisolated public final func dispatch(_ action: Action) {
        flux.dispatcher.dispatch(action)
    }

    /// Asks the view to render the whole current state: it receives a change whose `old` is `nil`, so every
    /// property counts as changed.
    ///
    /// Call it once the view is ready (for example in `viewDidLoad`):
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     presenter.reflectWholeState()
    /// }
    /// ```
    ///
    /// The view's ``View/reflect(change:)`` is what the presenter calls; this method is what you call, when
    /// the view needs every property rather than the next change. Runs before returning when called on the
    /// main thread, otherwise asynchronously on the main queue.
    ///
    /// > Note: The original Prex called it `reflect()`; that name still compiles, deprecated.
    @inlinable
    nonisolated public final func reflectWholeState() {
        delivery.reflectAll(from: flux.store)
    }
}
