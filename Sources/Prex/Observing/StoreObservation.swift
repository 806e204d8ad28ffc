/// A running observation made with ``Store/observe(_:initial:_:)``: it stops when this token is deinitialized or
/// when you call ``cancel()``, whichever comes first. Keep it in a property, or in a ``StoreObservationBag``.
///
/// The token holds its store weakly and the store never refers to the token: keeping one creates no cycle. The
/// callback, though, lives in the store until the observation stops: capture its owner weakly.
///
/// Safe to use, share and release on any thread. ``cancel()`` (and so `deinit`) takes the Flux's gate: it waits
/// while another thread is delivering a change, so that once it returns the callback is never called again.
public final class StoreObservation: Sendable {
    /// Removes the store listener; removing it again is a no-op, so this may run any number of times.
    private let removeListener: @Sendable () -> Void

    /// Creates a token that runs `removeListener` when cancelled or deinitialized.
    init(removeListener: @escaping @Sendable () -> Void) {
        self.removeListener = removeListener
    }

    deinit {
        removeListener()
    }

    /// Stops the observation: once this returns, the callback is never called again.
    ///
    /// Idempotent; safe from any thread, including from inside the callback itself (the change being delivered
    /// finishes, no later one arrives). When another thread is delivering a change, waits until it is done. Cost:
    /// one lock round trip and the listener's removal from the store (O(log n) to find, O(n) to close the gap).
    ///
    /// > Warning: Do not cancel from a thread that a callback of the same Flux is waiting for: that callback holds
    /// > the gate this method needs.
    public func cancel() {
        removeListener()
    }

    /// Keeps this observation in `bag` until the bag is cancelled or deinitialized: ``StoreObservationBag/insert(_:)``.
    public func store(in bag: StoreObservationBag) {
        bag.insert(self)
    }
}
