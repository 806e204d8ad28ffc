/// A receipt for a registered handler or listener; hand it back to remove the registration.
///
/// ``Dispatcher/register(handler:)`` and ``Store/addListener(callback:)`` return one;
/// ``Dispatcher/unregister(_:)`` and ``Store/removeListener(with:)`` take it back. A subscription names the
/// exact dispatcher or store it came from, so handing it to any other one, or handing it back twice, is a
/// no-op.
///
/// > Note: Combine has a `Subscription` protocol too. In a file that imports both Combine (or SwiftUI, which
/// > re-exports it) and Prex, write `Prex.Subscription` for this type and `Combine.Subscription` for
/// > Combine's; a file that never spells the name needs nothing.
public struct Subscription: Hashable, Sendable {
    /// The callback list the registration lives in (unique in the process).
    @usableFromInline let registry: UInt64
    /// The registration's number within that list.
    @usableFromInline let id: UInt64

    @usableFromInline
    init(registry: UInt64, id: UInt64) {
        self.registry = registry
        self.id = id
    }
}
