/// An interceptor that sees every dispatched action before the ``Store`` applies it, and may pass it on,
/// replace it, or drop it: for logging, analytics, filtering or recording.
///
/// Give a ``Flux`` its middleware when you create it, with ``Flux/init(state:mutation:middleware:debugLog:dependencies:)``:
///
/// ```swift
/// let flux = Flux(
///     state: CounterState(),
///     mutation: CounterMutation(),
///     middleware: [
///         .observing { action in analytics.track(action) },     // sees every action, changes nothing
///         .filtering { action in action != .decrement },        // drops every .decrement
///         Middleware { action in action == .reset ? .increment : action },  // replaces one action
///     ]
/// )
/// ```
///
/// ## Order and threading
/// For each action, the Flux runs its middleware in array order, each one receiving what the previous one
/// returned; the first that returns `nil` drops the action and the rest do not run. Then the store applies
/// what the last one returned, its listeners run, and the dispatcher's handlers receive that same action.
/// A dropped action changes nothing: no mutation, no listener, no handler, no view, no ``DebugLog`` entry.
///
/// Middleware runs on the dispatching thread, while the Flux delivers the action (holding its gate), one
/// action at a time, in dispatch order: it never runs concurrently with itself nor with the mutation, so it
/// may keep state behind a lock without contention. It may dispatch to the same Flux: that action is queued
/// behind the current one (FIFO), as for any re-entrant dispatch, and then runs through every middleware
/// too. It must not wait for a thread that dispatches to the same Flux.
///
/// ## Cost
/// One call per middleware per action, plus what it does. A Flux made without middleware (or with an empty
/// array) runs exactly the code it ran before middleware existed: the choice is made once, when the Flux is
/// created.
public struct Middleware<Action: Prex.Action>: Sendable {
    /// The interceptor: returns the action to pass on, or `nil` to drop it.
    @usableFromInline let intercept: @Sendable (Action) -> Action?

    /// Creates a middleware from a function that returns the action to pass on (the same one, or a
    /// replacement), or `nil` to drop it.
    ///
    /// `intercept` runs on the dispatching thread, once per action that reaches it, in dispatch order
    /// (see ``Middleware`` for the whole chain's order).
    ///
    /// ```swift
    /// let clamp = Middleware<CounterAction> { action in
    ///     action == .reset ? nil : action
    /// }
    /// ```
    ///
    /// - Parameter intercept: Receives each action; returns what the next middleware (or the store, after
    ///   the last one) receives, or `nil` to drop the action.
    public init(_ intercept: @escaping @Sendable (_ action: Action) -> Action?) {
        self.intercept = intercept
    }

    /// A middleware that sees every action reaching it and passes it on unchanged.
    ///
    /// `observe` runs on the dispatching thread, before the mutation, once per action, in dispatch order.
    /// Put it first to see every dispatched action, or last to see only what the store will apply.
    ///
    /// ```swift
    /// let logging = Middleware<CounterAction>.observing { action in print("dispatched:", action) }
    /// ```
    ///
    /// - Parameter observe: Receives each action.
    /// - Returns: A middleware that never changes nor drops an action.
    public static func observing(_ observe: @escaping @Sendable (_ action: Action) -> Void) -> Self {
        Self { action in
            observe(action)
            return action
        }
    }

    /// A middleware that drops the actions `isIncluded` rejects and passes the others on unchanged.
    ///
    /// `isIncluded` runs on the dispatching thread, before the mutation, once per action, in dispatch order.
    ///
    /// ```swift
    /// let noDecrements = Middleware<CounterAction>.filtering { action in action != .decrement }
    /// ```
    ///
    /// - Parameter isIncluded: Returns `true` to pass the action on, `false` to drop it.
    /// - Returns: A middleware that never changes an action.
    public static func filtering(_ isIncluded: @escaping @Sendable (_ action: Action) -> Bool) -> Self {
        Self { action in isIncluded(action) ? action : nil }
    }

    /// The whole chain as one function: each middleware in order, stopping at the first `nil`.
    @usableFromInline
    static func chain(_ middleware: [Self]) -> @Sendable (Action) -> Action? {
        if middleware.count == 1 {
            return middleware[0].intercept
        }
        let intercepts = middleware.map(\.intercept)
        return { action in
            var action = action
            for intercept in intercepts {
                guard let next = intercept(action) else { return nil }
                action = next
            }
            return action
        }
    }
}
