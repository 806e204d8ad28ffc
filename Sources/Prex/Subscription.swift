/// A receipt for a registered handler or listener; hand it back to remove the registration.
///
/// ``Dispatcher/register(handler:)`` and ``Store/addListener(callback:)`` return one;
/// ``Dispatcher/unregister(_:)`` and ``Store/removeListener(with:)`` take it back. A subscription names the exact
/// dispatcher or store it came from (a scope's included), so handing it to any other one, or twice, is a no-op.
public struct Subscription: Hashable, Sendable {
    /// The callback list of the dispatcher or store that issued the subscription (unique in the process). A scoped
    /// dispatcher's own list is always empty: it only names the dispatcher.
    @usableFromInline let registry: UInt64
    /// The registration's number within that list; for a scoped dispatcher, within the app's dispatcher's list,
    /// where the handler lives.
    @usableFromInline let id: UInt64

    @usableFromInline
    init(registry: UInt64, id: UInt64) {
        self.registry = registry
        self.id = id
    }
}
