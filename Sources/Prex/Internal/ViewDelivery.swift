import Dispatch

/// Carries a presenter's state changes to its view on the main actor: synchronously when they happen on
/// the main queue, otherwise with one asynchronous hop that merges whatever arrived in the meantime.
///
/// The store calls ``receive(_:)`` in dispatch order (one call at a time, under the Flux's gate), from
/// whichever thread dispatched. The view is held weakly by `reflectOnView` (through a ``WeakReference``).
@usableFromInline
final class ViewDelivery<State: Prex.State>: Sendable {
    @usableFromInline let reflectOnView: MainQueueClosure<StateChange<State>>
    @usableFromInline let machine: Locked<ViewDeliveryStateMachine<State>>

    @inlinable
    init(shown: State, reflectOnView: @escaping @MainActor @Sendable (StateChange<State>) -> Void) {
        self.reflectOnView = MainQueueClosure(reflectOnView)
        machine = Locked(ViewDeliveryStateMachine(shown: shown))
    }

    /// Takes the store's newest state. Called in dispatch order, on the dispatching thread.
    @inlinable
    func receive(_ new: State) {
        if MainQueue.isCurrent {
            let change = machine.withLock { $0.receiveOnMain(new) }
            reflectOnMainQueue(change)
        } else if machine.withLock({ $0.receiveOffMain(new) }) {
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
        let change = machine.withLock { $0.reflectAll(current: store.state) }
        reflectOnMainQueue(change)
    }

    @inlinable
    func hop() {
        guard let change = machine.withLock({ $0.hop() }) else { return }
        reflectOnMainQueue(change)
    }

    /// Calls the view. Only for code that runs on the main queue: after `MainQueue.isCurrent`, or in a
    /// block enqueued on `DispatchQueue.main`.
    @inlinable
    func reflectOnMainQueue(_ change: StateChange<State>) {
        reflectOnView.callOnMainQueue(change)
    }
}
