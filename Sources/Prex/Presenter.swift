/// Connects a ``View`` to a ``Flux``: it dispatches actions, performs side effects, and hands every change
/// of state to the view on the main actor.
///
/// Extend it for a feature, or subclass it; side effects end as actions passed to ``dispatch(_:)``. It is a
/// main-actor object: what extensions and subclasses add runs on the main actor, while ``dispatch(_:)``, ``state``
/// and ``reflectWholeState()`` are safe from any thread. The view's ``View/reflect(change:)`` runs before `dispatch`
/// returns when dispatched on the main thread, otherwise on the main queue (which a command-line program must run).
/// The view owns the presenter, which holds the view weakly and its Flux strongly; when the view goes, so does the
/// presenter, cancelling the tasks it started.
@MainActor
open class Presenter<Action: Prex.Action, State: Prex.State> {
    /// The Flux this presenter dispatches to and listens to: its own, a shared one, or a scope of an app's.
    /// Subclasses and extensions read it, for example to scope a child feature's Flux from it.
    nonisolated public let flux: Flux<Action, State>
    @usableFromInline let delivery: ViewDelivery<State>
    @usableFromInline let listener: Subscription
    /// On a scoped Flux, what closes the delivery when the child the Flux shows goes; `nil` otherwise.
    @usableFromInline let detachment: Subscription?
    /// The running tasks started at the view's lifetime (`task(id:)`, `task(_:)`, loads); made by the first task, and
    /// closed by `detachment` when the store is detached. Main actor only, except in `deinit`, which has it alone.
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
    /// The view is assumed to show the Flux's current state: its first change starts from that state. Call
    /// ``reflectWholeState()`` to render the whole state first. Callable from any thread; one listener registration.
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

    /// The Flux's ``Dependencies``: the repository, clock or random source an extension or a subclass reaches; a test
    /// substitutes them when it makes the Flux. Safe from any thread.
    nonisolated public final var dependencies: Dependencies {
        flux.dependencies
    }

    /// The Flux's current state. Safe from any thread.
    nonisolated public final var state: State {
        flux.store.state
    }

    /// Dispatches an action to the Flux. Safe from any thread; see ``Dispatcher/dispatch(_:)``.
    ///
    /// - Parameter action: The action to apply.
    nonisolated public final func dispatch(_ action: Action) {
        flux.dispatcher.dispatch(action)
    }

    /// Asks the view to render the whole current state: it receives a change whose `old` is `nil`, so every
    /// property counts as changed. Call it once the view is ready (for example in `viewDidLoad`).
    ///
    /// Safe from any thread: the view reflects before this returns when called on the main thread, otherwise
    /// asynchronously on the main queue.
    nonisolated public final func reflectWholeState() {
        delivery.reflectAll(from: flux.store)
    }
}
