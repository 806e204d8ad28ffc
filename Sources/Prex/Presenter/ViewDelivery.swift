import Dispatch

/// Carries a presenter's state changes to its view on the main actor: synchronously when they happen on
/// the main queue, otherwise with one asynchronous hop that merges whatever arrived in the meantime.
///
/// The delivery is the presenter's listener on the store: the store calls ``receive(_:)`` in dispatch order
/// (one call at a time, under the Flux's gate), from whichever thread dispatched. It holds the view weakly.
@usableFromInline
final class ViewDelivery<State: Prex.State>: Sendable {
    @usableFromInline let reflectOnView: MainQueueClosure<StateChange<State>>
    @usableFromInline let machine: Locked<ViewDeliveryStateMachine<State>>
    /// Whether the view is being called now, and whether a change came on the main queue meanwhile (into the
    /// machine's `pending`): main queue only, so that a delivery that nothing interrupts takes no lock for it.
    @usableFromInline let reflection = MainQueueConfined((isReflecting: false, hasWaiting: false))

    /// Inlinable, so that the closure calling the view is specialized for the view's type where the presenter is
    /// made (unspecialized, each call of a generic view's `reflect` instantiates metadata at run time).
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
            if reflection.value.isReflecting {
                machine.withLock { $0.receiveWhileReflecting(change.new) }
                reflection.value.hasWaiting = true
                return
            }
            let change = machine.withLock { $0.receiveOnMain(change) }
            reflectOnMainQueue(change)
        } else if machine.withLock({ $0.receiveOffMain(change.new) }) {
            DispatchQueue.main.async { [weak self] in
                self?.hop()
            }
        }
    }

    /// Reflects the store's whole current state with `old == nil`: now when called on the main queue,
    /// otherwise with a hop.
    @inlinable
    func reflectAll(from store: Store<State>) {
        guard MainQueue.isCurrent else {
            DispatchQueue.main.async { [weak self] in
                self?.reflectAll(from: store)
            }
            return
        }
        // Reading the store under the machine's lock: a listener call that saw a newer state than the one
        // read here has to wait for this lock, so it cannot be dropped by `reflectAll(current:)`.
        if reflection.value.isReflecting {
            machine.withLock { $0.reflectAllWhileReflecting(current: store.state) }
            reflection.value.hasWaiting = true
            return
        }
        guard let change = machine.withLock({ $0.reflectAll(current: store.state) }) else { return }
        reflectOnMainQueue(change)
    }

    /// The view is never called again: the child a scoped store showed went. A change waiting for its hop to
    /// the main queue is dropped. Safe from any thread.
    @usableFromInline
    func close() {
        machine.withLock { $0.close() }
    }

    /// Calls the view with `change`, then with whatever came on the main queue while it reflected (merged into
    /// one change), until nothing did: the view is never called while it reflects. A change it dispatched from
    /// `reflect`, or one that another thread made while `reflect` dispatched, waits for `reflect` to return.
    ///
    /// Without an isolation check: only on the main queue (after `MainQueue.isCurrent`, or in a block on
    /// `DispatchQueue.main`), which is the main actor's executor (see ``MainQueueClosure``).
    @inlinable
    func reflectOnMainQueue(_ change: StateChange<State>) {
        assert(MainQueue.isCurrent, "a view called off the main queue")
        reflection.value.isReflecting = true
        reflectOnView.body(change)
        if reflection.value.hasWaiting {
            reflectWaiting()
        }
        reflection.value.isReflecting = false
    }

    /// Calls the view with what came while it reflected, until nothing more does. Out of line: the usual delivery,
    /// which nothing interrupts, stays small enough to be inlined where the store calls it.
    @usableFromInline @inline(never)
    func reflectWaiting() {
        while reflection.value.hasWaiting {
            reflection.value.hasWaiting = false
            guard let next = machine.withLock({ $0.takeWaiting() }) else { return }
            reflectOnView.body(next)
        }
    }

    /// The hop scheduled by an off-main change, on the main queue. If the view is reflecting (it ran the main
    /// queue from `reflect`), what is pending waits for it to return.
    @inlinable
    func hop() {
        if reflection.value.isReflecting {
            machine.withLock { $0.hopWhileReflecting() }
            reflection.value.hasWaiting = true
            return
        }
        guard let change = machine.withLock({ $0.hop() }) else { return }
        reflectOnMainQueue(change)
    }
}
