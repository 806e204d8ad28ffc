import Dispatch

/// Carries a presenter's state changes to its view on the main actor: synchronously when they happen on the main
/// queue, otherwise with one asynchronous hop that merges whatever arrived meanwhile. The view is never re-entered
/// while it reflects, from any thread: what arrives meanwhile waits for `reflect` to return.
///
/// The presenter's listener on the store, which calls ``receive(_:)`` in dispatch order (one call at a time, under
/// the Flux's gate) from the dispatching thread. It holds the view weakly.
@usableFromInline
final class ViewDelivery<State: Prex.State>: Sendable {
    /// The view's `reflect(change:)`, bound in `init`: called on the main queue only, without an isolation check.
    @usableFromInline let reflectOnView: MainQueueClosure<StateChange<State>>
    @usableFromInline let machine: Locked<ViewDeliveryStateMachine<State>>
    /// Whether the view is being called now, and whether a change came on the main queue meanwhile (into the
    /// machine's `waiting`): main queue only, so a delivery that nothing interrupts takes no lock for it.
    @usableFromInline let reflection = MainQueueConfined(ViewReflection.idle)

    /// Inlinable, so the closure calling the view is specialized for its type where the presenter is made
    /// (unspecialized, each call of a generic view's `reflect` instantiates metadata at run time).
    @inlinable
    init<V: View>(view: V, shown: State) where V.State == State {
        let view = WeakReference(view)
        reflectOnView = MainQueueClosure { change in view.object?.reflect(change: change) }
        machine = Locked(ViewDeliveryStateMachine(shown: shown))
    }

    /// Registers a delivery to `view` as a listener of `store`, starting from the store's current state.
    @inlinable
    static func listen<V: View>(to store: Store<State>, for view: V) -> (ViewDelivery, Subscription)
    where V.State == State {
        store.addListener { current in
            let delivery = ViewDelivery(view: view, shown: current)
            return (delivery, { change in delivery.receive(change) })
        }
    }

    /// Takes the store's change. Called in dispatch order, on the dispatching thread.
    @inlinable
    func receive(_ change: StateChange<State>) {
        if MainQueue.isCurrent {
            if reflection.value.arrived() == .wait {
                machine.withLock { $0.receiveWhileReflecting(change.new, transaction: change.transaction) }
                return
            }
            let change = machine.withLock { $0.receiveOnMain(change) }
            reflectOnMainQueue(change)
        } else if machine.withLock({ $0.receiveOffMain(change.new, transaction: change.transaction) }) {
            DispatchQueue.main.async { [weak self] in
                self?.hop()
            }
        }
    }

    /// Reflects the store's whole current state with `old == nil`: now on the main queue, otherwise with a hop.
    func reflectAll(from store: Store<State>) {
        guard MainQueue.isCurrent else {
            DispatchQueue.main.async { [weak self] in
                self?.reflectAll(from: store)
            }
            return
        }
        // The store is read under the machine's lock: a listener call that saw a newer state waits for this lock,
        // so `reflectAll(current:)` cannot drop it.
        if reflection.value.arrived() == .wait {
            machine.withLock { $0.reflectAllWhileReflecting(current: store.state) }
            return
        }
        guard let change = machine.withLock({ $0.reflectAll(current: store.state) }) else { return }
        reflectOnMainQueue(change)
    }

    /// The view is never called again (the child a scoped store showed went); a change waiting for its hop is
    /// dropped. Safe from any thread.
    @usableFromInline
    func close() {
        machine.withLock { $0.close() }
    }

    /// Calls the view with `change`, then with whatever came on the main queue while it reflected (merged into one
    /// change), until nothing did: the view is never called while it reflects. A change dispatched from `reflect`,
    /// or made by another thread while `reflect` dispatched, waits for `reflect` to return.
    ///
    /// Without an isolation check: only on the main queue (after `MainQueue.isCurrent`, or in a block on
    /// `DispatchQueue.main`), the main actor's executor (see ``MainQueueClosure``).
    @usableFromInline
    func reflectOnMainQueue(_ change: StateChange<State>) {
        assert(MainQueue.isCurrent, "a view called off the main queue")
        reflection.value.began()
        reflectOnView.body(change)
        if reflection.value.returned() {
            reflectWaiting()
        }
    }

    /// Calls the view with what came while it reflected, until nothing more does. Out of line, so the usual
    /// delivery stays small enough to be inlined where the store calls it.
    func reflectWaiting() {
        repeat {
            if let next = machine.withLock({ $0.takeWaiting() }) {
                reflectOnView.body(next)
            }
        } while reflection.value.returned()
    }

    /// The hop an off-main change scheduled, on the main queue; while the view reflects (it ran the main queue from
    /// `reflect`), what is pending waits for it to return.
    @usableFromInline
    func hop() {
        if reflection.value.arrived() == .wait {
            machine.withLock { $0.hopWhileReflecting() }
            return
        }
        guard let change = machine.withLock({ $0.hop() }) else { return }
        reflectOnMainQueue(change)
    }
}
