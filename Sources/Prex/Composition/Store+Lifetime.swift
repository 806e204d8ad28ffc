/// A store, seen without its state's type: what a scoped store's link to its parent is walked through to reach
/// the app's lifetime, on the Flux tree's root store.
protocol LifetimeOwner: AnyObject, Sendable {
    /// The app's lifetime: the root store's (see ``Store/lifetime``). Holding the gate.
    var appLifetime: ScopeLifetime { get }
}

extension Store: LifetimeOwner {
    /// The lifetime of the child this store shows, which every store of that child shares (its feature tasks, its
    /// children's lifetimes); on a Flux's own store, the app's, which never ends. Holding the gate.
    @usableFromInline
    var lifetime: ScopeLifetime {
        if let upstream {
            return upstream.lifetime
        }
        if let app = core.appLifetime {
            return app
        }
        let app = ScopeLifetime.app()
        core.appLifetime = app
        return app
    }

    /// The app's lifetime: the root store's. Holding the gate. Cost: one cast per level of scoping.
    var appLifetime: ScopeLifetime {
        if let parent = upstream?.parent as? any LifetimeOwner {
            return parent.appLifetime
        }
        return lifetime
    }
}
