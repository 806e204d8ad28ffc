/// Holds the ``StoreObservation``s of one owner, and cancels them all at once or when it goes: give an object one
/// bag, put every observation it makes in it, and they stop when the object goes.
///
/// Safe from any thread. ``insert(_:)`` never waits for a delivery; ``cancelAll()`` and `deinit` cancel each
/// observation, which waits while another thread is delivering a change of its store
/// (``StoreObservation/cancel()``).
public final class StoreObservationBag: Sendable {
    private let observations = Locked<[StoreObservation]>([])

    /// Creates an empty bag.
    public init() {}

    deinit {
        for observation in observations.withLock({ $0 }) {
            observation.cancel()
        }
    }

    /// Keeps `observation` until ``cancelAll()`` or until the bag is deinitialized; one inserted twice is kept twice,
    /// harmlessly. Cost: O(1) amortised, one lock round trip.
    public func insert(_ observation: StoreObservation) {
        observations.withLock { $0.append(observation) }
    }

    /// Cancels every observation in the bag and empties it.
    ///
    /// Once this returns, none of the observations that were in the bag when it was called calls its callback
    /// again, even when another thread runs `cancelAll()` at the same time. Safe from inside an observation's
    /// callback. Cost: O(n) cancellations.
    public func cancelAll() {
        // Cancelling takes each store's gate, so it happens outside the bag's lock: a callback holding a gate may
        // insert into this bag. The observations stay in the bag until cancelled, so that a concurrent `cancelAll()`
        // finds them and waits for their cancellation too (cancelling is idempotent).
        let cancelled = observations.withLock { $0 }
        for observation in cancelled {
            observation.cancel()
        }
        let identities = Set(cancelled.map(ObjectIdentifier.init))
        observations.withLock { $0.removeAll { identities.contains(ObjectIdentifier($0)) } }
    }
}
