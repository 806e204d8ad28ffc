/// A listener of a ``StoreCore``: the closure it calls with each change.
///
/// A struct, not the bare closure, so that the store's ``CallbackList`` keeps the closure as written. A closure stored
/// as a list's generic element is called through a thunk, which copies the change on every call once the change is
/// not plain data (it carries a ``Transaction``).
@usableFromInline
struct StoreListener<State: Prex.State>: Sendable {
    @usableFromInline let call: @Sendable (StateChange<State>) -> Void

    @inlinable
    init(_ call: @escaping @Sendable (StateChange<State>) -> Void) {
        self.call = call
    }
}
