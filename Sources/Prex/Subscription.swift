/// A receipt for a registered handler or listener; hand it back to remove the registration.
///
/// ``Dispatcher/register(handler:)`` and ``Store/addListener(callback:)`` return one;
/// ``Dispatcher/unregister(_:)`` and ``Store/removeListener(with:)`` take it back. A subscription names the
/// exact dispatcher or store it came from, so handing it to any other one, or handing it back twice, is a
/// no-op. That holds for scoped Fluxes too (see ``Flux/scope(state:action:dependencies:)``): a scope's dispatcher
/// keeps its handlers in the app's dispatcher, so that they run in the app's order, but issues subscriptions in
/// its own name, which neither the app's dispatcher nor another scope's (a sibling, a scope of the scope)
/// accepts, and it accepts none of theirs.
///
/// > Note: Combine has a `Subscription` protocol too. In a file that imports both Combine (or SwiftUI, which
/// > re-exports it) and Prex, write `Prex.Subscription` for this type and `Combine.Subscription` for
/// > Combine's; a file that never spells the name needs nothing.
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
