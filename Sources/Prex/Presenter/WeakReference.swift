/// A weak reference that never changes once made.
///
/// A closure capture list's `[weak object]` is a mutable box that every read enters with the runtime's
/// dynamic exclusivity check; a `weak let` in a class is read without one.
@usableFromInline
final class WeakReference<Object: AnyObject & Sendable>: Sendable {
    @usableFromInline weak let object: Object?

    @usableFromInline
    init(_ object: Object) {
        self.object = object
    }
}
