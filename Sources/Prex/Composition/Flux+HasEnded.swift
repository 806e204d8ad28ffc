extension Flux {
    /// Whether the child this scoped Flux was made for has left its parent's state: `true` from the action that
    /// removed it, set it to `nil`, or replaced it (another id, a later insertion) on, and whenever the scope it was
    /// made from ended. Never cleared: scope the new child again. Always `false` on a Flux that is not a scope.
    ///
    /// Once it is `true`, the scope's views hear nothing more, its tasks are cancelled and an action dispatched
    /// through it changes nothing: a screen reads it to close itself, a test to check a child went. Any thread;
    /// it never waits for a delivery. Cost: one lock round trip.
    public var hasEnded: Bool {
        let core = store.core
        return core.publishedLock.withLock { !core.publishedIsAttached }
    }
}
