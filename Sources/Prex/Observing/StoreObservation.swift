/// A running observation made with ``Store/observe(_:initial:_:)``: keep it to keep observing.
///
/// The observation stops when this token is deinitialized or when you call ``cancel()``, whichever comes
/// first. Keep it in a property, or many of them in a ``StoreObservationBag``:
///
/// ```swift
/// final class QueryTitle {
///     private var observation: StoreObservation?
///
///     init(store: Store<SearchState>) {
///         observation = store.observe(\.query) { query in
///             print("searching:", query)
///         }
///     }
/// }
/// ```
///
/// The token holds its store weakly and the store never refers to the token, so keeping one creates no
/// cycle; the callback, though, lives in the store until the observation stops: capture its owner weakly.
///
/// > Note: Nothing here belongs to Apple's Observation framework (`@Observable`, `withObservationTracking`):
/// > a store observation is a store listener that compares key paths. Unlike a ``Subscription``, the receipt
/// > that ``Store/addListener(callback:)`` returns and that you hand back, it ends by itself when released.
///
/// ## Threading
/// Safe to use, share and release on any thread. ``cancel()`` (and so `deinit`) takes the Flux's gate:
/// it waits while another thread is delivering a change, so that once it returns the callback is never
/// called again.
public final class StoreObservation: Sendable {
    /// Removes the store listener; removing it again is a no-op, so this may run any number of times.
    private let removeListener: @Sendable () -> Void

    /// Creates a token that runs `removeListener` when cancelled or deinitialized.
    @usableFromInline
    init(removeListener: @escaping @Sendable () -> Void) {
        self.removeListener = removeListener
    }

    deinit {
        removeListener()
    }

    /// Stops the observation: once this returns, the callback is never called again.
    ///
    /// Idempotent, and safe from any thread, including from inside the callback itself (the change being
    /// delivered finishes, no later one arrives). When another thread is delivering a change, waits until
    /// it is done. Cost: one lock round trip and the listener's removal from the store (O(log n) to find,
    /// O(n) to close the gap).
    ///
    /// > Note: Do not cancel from a thread that a callback of the same Flux is waiting for: that callback
    /// > holds the gate this method needs.
    public func cancel() {
        removeListener()
    }

    /// Keeps this observation in `bag` until the bag is cancelled or deinitialized.
    ///
    /// ```swift
    /// store.observe(\.page) { page in print("page", page) }.store(in: observations)
    /// ```
    ///
    /// - Parameter bag: The bag to keep it in; see ``StoreObservationBag/insert(_:)``.
    public func store(in bag: StoreObservationBag) {
        bag.insert(self)
    }
}
