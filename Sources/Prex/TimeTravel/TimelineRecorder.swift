/// Keeps a ``Timeline`` of a running ``Flux``: history turned on, from the recorder's creation until ``stop()`` or
/// its end.
///
/// One handler of the Flux's ``Dispatcher``: a Flux without a recorder runs none of its code. It runs on the
/// dispatching thread after the store applied an action, and appends the action and the state it left: O(1)
/// amortized, one lock round trip. Safe from any thread. It keeps the dispatcher, not the store. It keeps every
/// step's state as the store left it (it has no mutation to rebuild the steps between with, as a timeline made from
/// actions does): memory grows with what each step changed.
public final class TimelineRecorder<Action: Prex.Action, State: Prex.State>: Sendable {
    private let dispatcher: Dispatcher<Action>
    private let subscription: Subscription
    private let recorded: Locked<Timeline<Action, State>>

    /// Starts recording `flux`: step 0 is its current state, each action it applies from now on is a step.
    ///
    /// Callable from any thread; waits for a delivery under way to end, so that no action falls between step 0 and
    /// the first recorded one. Cost: O(1).
    ///
    /// - Parameter flux: The Flux to record.
    public init(recording flux: Flux<Action, State>) {
        let core = flux.store.core
        dispatcher = flux.dispatcher
        (recorded, subscription) = flux.dispatcher.gate.withLock {
            let recorded = Locked(Timeline<Action, State>(initialState: core.current))
            let subscription = flux.dispatcher.register { action in
                // The handler runs holding the gate, after the store applied `action`: `current` is its result.
                guard core.isAttached else { return }
                let state = core.current
                recorded.withLock { $0.append(action, resulting: state) }
            }
            return (recorded, subscription)
        }
    }

    deinit {
        dispatcher.unregister(subscription)
    }

    /// The steps recorded so far. Safe from any thread; O(1) (the copy shares the recorder's storage, which the
    /// next recorded step copies once: O(steps) pointers).
    public var timeline: Timeline<Action, State> {
        recorded.withLock { $0 }
    }

    /// Stops recording: later actions are not steps; ``timeline`` keeps what was recorded. Safe from any thread;
    /// stopping twice is a no-op.
    public func stop() {
        dispatcher.unregister(subscription)
    }
}
