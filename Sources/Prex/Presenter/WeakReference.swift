/// A weak reference that never changes once made: a `weak let` is read without the dynamic exclusivity check that
/// every read of a capture list's `[weak object]` (a mutable box) enters.
@usableFromInline
final class WeakReference<Object: AnyObject & Sendable>: Sendable {
    @usableFromInline weak let object: Object?

    @usableFromInline
    init(_ object: Object) {
        self.object = object
    }
}
