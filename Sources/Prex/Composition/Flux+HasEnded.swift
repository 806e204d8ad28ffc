extension Flux {
    /// Whether the child this scoped Flux was made for has left its parent's state: `true` from the action that
    /// took it away (removed it, set it to `nil`, replaced it with another id) on, or since the scope it was made
    /// from ended. Never cleared: a child added back later is a new one, scope it again. Always `false` on a Flux
    /// that is not a scope. Every scope of the same child ends at once (see ``scope(state:action:dependencies:)``).
    ///
    /// Once it is `true`, the scope's views hear nothing more, its tasks are cancelled and an action dispatched
    /// through it changes nothing: a screen reads it to close itself, a test to check a child went. Any thread;
    /// it never waits for a delivery. Cost: one lock round trip.
    public var hasEnded: Bool {
        let core = store.core
        return core.publishedLock.withLock { !core.publishedIsAttached }
    }
}
