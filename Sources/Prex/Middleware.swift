/// An interceptor that sees every dispatched action before the ``Store`` applies it, and may pass it on, replace
/// it, or drop it: for logging, analytics, filtering or recording. A ``Flux`` gets its middleware when created.
///
/// The Flux runs its middleware in array order, each receiving what the previous one returned; the first that
/// returns `nil` drops the action (the rest do not run), and a dropped action changes nothing: no mutation,
/// listener, handler, view or ``DebugLog`` entry. Otherwise the store applies what the last one returned, and the
/// dispatcher's handlers receive that same action. Middleware runs on the dispatching thread, holding the Flux's
/// gate, one action at a time in dispatch order: never concurrently with itself nor with the mutation. It may
/// dispatch to the same Flux (the action is queued behind the current one, FIFO, and runs through every
/// middleware too); it must not wait for a thread that dispatches to the same Flux. Cost: one call per middleware
/// per action; a Flux without middleware runs no middleware code (chosen once, at creation).
public struct Middleware<Action: Prex.Action>: Sendable {
    /// The interceptor: returns the action to pass on, or `nil` to drop it.
    @usableFromInline let intercept: @Sendable (Action) -> Action?

    /// Creates a middleware from a function that returns the action to pass on (the same one, or a replacement)
    /// to the next middleware (or the store, after the last one), or `nil` to drop it. `intercept` runs on the
    /// dispatching thread, once per action that reaches it, in dispatch order.
    public init(_ intercept: @escaping @Sendable (_ action: Action) -> Action?) {
        self.intercept = intercept
    }

    /// A middleware that sees every action reaching it and passes it on unchanged: first, it sees every dispatched
    /// action; last, only what the store will apply. `observe` runs on the dispatching thread, before the mutation,
    /// once per action, in dispatch order.
    public static func observing(_ observe: @escaping @Sendable (_ action: Action) -> Void) -> Self {
        Self { action in
            observe(action)
            return action
        }
    }

    /// A middleware that drops the actions `isIncluded` rejects (returns `false` for) and passes the others on
    /// unchanged. `isIncluded` runs on the dispatching thread, before the mutation, once per action, in order.
    public static func filtering(_ isIncluded: @escaping @Sendable (_ action: Action) -> Bool) -> Self {
        Self { action in isIncluded(action) ? action : nil }
    }
}
