import Dispatch
import Foundation

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

/// What a presenter's view has seen and what it still has to see: the state machine behind
/// ``ViewDelivery``.
///
/// Every transition is a pure `mutating func` that returns what to do next, so the rules can be tested
/// and reasoned about under the lock that guards them:
/// - the view never sees an older state after a newer one;
/// - every change it receives starts from what it reflected last (`old == shown`);
/// - changes that arrive off the main queue while a hop to main is already scheduled are merged into it;
/// - what comes on the main queue while the view reflects (the `…WhileReflecting` transitions) waits in
///   ``pending`` until ``takeWaiting()``, merged with whatever else came meanwhile. Whether the view is
///   reflecting is the delivery's to know: it is main-queue state, read without this lock.
@usableFromInline
struct ViewDeliveryStateMachine<State: Prex.State>: Sendable {
    /// The state the view reflected last, or is reflecting now (or the state it started from).
    @usableFromInline private(set) var shown: State
    /// The newest state received and not yet reflected: received off the main queue, or while the view reflected.
    @usableFromInline private(set) var pending: State?
    /// Whether ``pending`` is to be reflected whole (`old == nil`): a full render was asked for while the view
    /// reflected.
    @usableFromInline private(set) var isPendingWhole = false
    /// Whether a hop to the main queue is scheduled and will call ``hop()``.
    @usableFromInline private(set) var isHopScheduled = false
    /// Whether the delivery was closed: nothing is reflected any more.
    @usableFromInline private(set) var isClosed = false

    @inlinable
    init(shown: State) {
        self.shown = shown
    }

    /// A change arrived on the main queue while the view is not reflecting: reflect it now. It supersedes
    /// anything pending.
    ///
    /// With nothing pending, the view has shown every change the store made before this one, so the change's
    /// `old` is what it showed and the change is reflected as it is: one `StateChange` per delivery.
    @inlinable
    mutating func receiveOnMain(_ change: StateChange<State>) -> StateChange<State> {
        guard pending == nil, change.old != nil else {
            pending = nil
            return show(change.new)
        }
        shown = change.new
        return change
    }

    /// A new state arrived on the main queue while the view reflects (it dispatched from `reflect`, or a
    /// listener or handler did): keep it for ``takeWaiting()``.
    @inlinable
    mutating func receiveWhileReflecting(_ new: State) {
        pending = new
    }

    /// A new state arrived off the main queue: keep it for the hop.
    ///
    /// - Returns: Whether the caller must schedule a hop (none is scheduled yet).
    @inlinable
    mutating func receiveOffMain(_ new: State) -> Bool {
        pending = new
        if isHopScheduled {
            return false
        }
        isHopScheduled = true
        return true
    }

    /// The scheduled hop runs on the main queue, while the view is not reflecting.
    ///
    /// - Returns: The change to reflect, or `nil` when a newer state was already reflected on main.
    @inlinable
    mutating func hop() -> StateChange<State>? {
        isHopScheduled = false
        guard let next = pending else { return nil }
        pending = nil
        return show(next)
    }

    /// The scheduled hop runs while the view reflects (`reflect` ran the main queue): what is pending waits for
    /// ``takeWaiting()``.
    @inlinable
    mutating func hopWhileReflecting() {
        isHopScheduled = false
    }

    /// The view returned from `reflect`, and something came on the main queue meanwhile.
    ///
    /// - Returns: The change to reflect next (the newest state, starting from what the view showed, or whole when
    ///   a full render was asked for), or `nil` when nothing is left (the delivery closed, or the state was already
    ///   reflected).
    @inlinable
    mutating func takeWaiting() -> StateChange<State>? {
        guard let next = pending else { return nil }
        pending = nil
        if isPendingWhole {
            isPendingWhole = false
            shown = next
            return StateChange(new: next, old: nil)
        }
        return show(next)
    }

    /// The delivery closed: drop what is pending, and reflect nothing from now on (the store's listener is
    /// removed by then, so no change arrives either).
    @inlinable
    mutating func close() {
        isClosed = true
        pending = nil
        isPendingWhole = false
    }

    /// A full render was requested, on the main queue, while the view is not reflecting. `current` must be the
    /// store's state read while holding the lock that guards this value, so that nothing pending can be newer.
    @inlinable
    mutating func reflectAll(current: State) -> StateChange<State>? {
        guard !isClosed else { return nil }
        pending = nil
        shown = current
        return StateChange(new: current, old: nil)
    }

    /// A full render was requested while the view reflects: it comes from ``takeWaiting()``, with whatever
    /// arrived meanwhile. `current` as for ``reflectAll(current:)``.
    @inlinable
    mutating func reflectAllWhileReflecting(current: State) {
        guard !isClosed else { return }
        pending = current
        isPendingWhole = true
    }

    @inlinable
    mutating func show(_ new: State) -> StateChange<State> {
        let change = StateChange(new: new, old: shown)
        shown = new
        return change
    }
}

/// Tells whether the caller runs on the main queue, and so on the main actor.
///
/// Two cases, cheapest first:
/// - On the process's main thread, code runs on the main queue: the main queue is bound to that thread
///   until `dispatchMain()`, which ends the main thread. One thread-local read.
/// - Otherwise the main queue may still be running here: under `swift test` on Linux, Swift Testing runs
///   the main queue (and the main actor) on worker threads after `dispatchMain()`, and
///   `DispatchQueue.main.sync` runs its block on the calling thread. A queue-specific value set on
///   `DispatchQueue.main` follows the queue, not the thread, and agrees with the runtime's
///   `MainActor.assumeIsolated` check. This look-up costs a generic metadata access in the Dispatch
///   overlay (hundreds of instructions), hence the fast path.
@usableFromInline
enum MainQueue {
    @usableFromInline static let marker: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Whether the current code runs on the main queue (directly, or on a queue that targets it).
    @inlinable
    static var isCurrent: Bool {
        MainThread.isCurrent || DispatchQueue.getSpecific(key: marker) != nil
    }
}

/// Tells whether the caller runs on the process's main thread.
///
/// Foundation answers (`Thread.isMainThread`), once per thread: the answer is kept in a thread-specific slot
/// (1 for the main thread, 2 for any other), so later calls cost one `pthread_getspecific`. The slot holds a
/// small integer stored as a pointer, never dereferenced.
@usableFromInline
enum MainThread {
    private static let answerKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed")
        return key
    }()

    @usableFromInline
    static var isCurrent: Bool {
        if let answer = pthread_getspecific(answerKey) {
            return Int(bitPattern: answer) == 1
        }
        let isMain = Thread.isMainThread
        pthread_setspecific(answerKey, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
        return isMain
    }
}
