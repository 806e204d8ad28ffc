/// A scope's tie to its parent: what keeps the scope following its child while anyone can use the scope.
///
/// Both halves of a scoped ``Flux`` hold it: the scoped ``Store`` (to keep hearing the child's changes) and the
/// scoped ``Dispatcher`` (to know, when it is handed an action, whether the scope ended), so a scope whose Flux is
/// gone but whose dispatcher or store is kept still follows its child. It keeps the parent's store alive (so a
/// scope of a Flux nobody else keeps still works). When both halves are gone, `unlink` removes from the parent what
/// followed the child (its listener, or its entry among the parent's element scopes, and the handler that ends the
/// scope with the parent's). The parent never refers back to the link, so there is no cycle.
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
