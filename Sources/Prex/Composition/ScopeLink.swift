/// A scope's tie to its parent, held by both halves of a scoped ``Flux``: the ``Store`` (to keep hearing the
/// child's changes) and the ``Dispatcher`` (to check whether the scope ended), so a scope keeps following its child
/// while either is kept. It keeps the parent's store alive. When both halves are gone, `unlink` removes from the
/// parent what followed the child (its listener or its element-scopes entry, and the handler that ends it with the
/// parent) and leaves the child's lifetime. The parent never refers to the link, so there is no cycle.
@usableFromInline
final class ScopeLink: Sendable {
    let parent: any AnyObject & Sendable
    /// Whether the child the scope was made for is still there.
    @usableFromInline let lifetime: ScopeLifetime
    let unlink: @Sendable () -> Void

    @usableFromInline
    init(parent: any AnyObject & Sendable, lifetime: ScopeLifetime, unlink: @escaping @Sendable () -> Void) {
        self.parent = parent
        self.lifetime = lifetime
        self.unlink = unlink
    }

    deinit {
        unlink()
    }
}
