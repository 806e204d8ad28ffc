/// A Flux's ``Middleware``, in order: what its ``Dispatcher`` runs every action through before the store, and what
/// decides the action the store and the handlers receive.
@usableFromInline
struct MiddlewareChain<Action: Prex.Action>: Sendable {
    let middleware: [Middleware<Action>]

    /// The chain of `middleware`, or `nil` for none: a Flux without middleware runs no middleware code.
    @usableFromInline
    init?(_ middleware: [Middleware<Action>]) {
        guard !middleware.isEmpty else { return nil }
        self.middleware = middleware
    }

    /// Each middleware in order, each given what the previous one returned; `nil` as soon as one drops the action.
    /// Holding the Flux's gate.
    func pass(_ action: Action) -> Action? {
        var action = action
        for middleware in middleware {
            guard let next = middleware.intercept(action) else { return nil }
            action = next
        }
        return action
    }
}
