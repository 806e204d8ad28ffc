/// A scoped store's tie to its parent's store.
///
/// The scoped ``Store`` holds it: it keeps the parent's store alive (so a scope of a Flux nobody else keeps
/// still works), and when the scoped store goes, `unlink` removes from the parent what kept the scoped store's
/// core up to date. The parent never refers back to the link, so there is no cycle.
@usableFromInline
final class ScopeLink: Sendable {
    let parent: any AnyObject & Sendable
    let unlink: @Sendable () -> Void

    @usableFromInline
    init(parent: any AnyObject & Sendable, unlink: @escaping @Sendable () -> Void) {
        self.parent = parent
        self.unlink = unlink
    }

    deinit {
        unlink()
    }
}
