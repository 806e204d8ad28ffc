/// The callbacks registered on a ``Dispatcher`` or a ``Store``, in registration order.
///
/// Not synchronised: the owner guards every use with its Flux's gate. The list may change while
/// ``forEachCallback(_:)`` runs (a callback may add or remove callbacks, re-entrantly, on the same thread):
/// callbacks added during an iteration are first called by the next one, and callbacks removed during
/// an iteration are not called again, not even later in the same iteration.
@usableFromInline
final class CallbackList<Callback> {
    @usableFromInline
    struct Entry {
        @usableFromInline let id: UInt64
        @usableFromInline let callback: Callback

        @usableFromInline
        init(id: UInt64, callback: Callback) {
            self.id = id
            self.callback = callback
        }
    }

    /// Which list a ``Subscription`` belongs to.
    @usableFromInline let registry = RegistryIdentity.next()
    // The owner's gate makes every access exclusive, so the runtime's dynamic exclusivity checks are
    // skipped on these hot properties. The one access that spans callbacks, `forEachCallback` reading
    // `entries` through its buffer, is safe because the callbacks' changes never touch that buffer: while an
    // iteration runs, `add` and `remove` first move the array into `retired`, so they change a copy.

    /// Sorted by `id`, because ids only grow and new entries are appended.
    @usableFromInline @exclusivity(unchecked) var entries: [Entry] = []
    @usableFromInline @exclusivity(unchecked) var lastID: UInt64 = 0
    /// Bumped by every removal, so an iteration can tell cheaply whether it must re-check its snapshot.
    @usableFromInline @exclusivity(unchecked) var removals: UInt64 = 0
    /// How many iterations are running (more than one when a callback iterates again, re-entrantly).
    @usableFromInline @exclusivity(unchecked) var iterations = 0
    /// Arrays that iterations are reading, kept alive and unchanged until the last iteration ends.
    @usableFromInline @exclusivity(unchecked) var retired: [[Entry]] = []

    @usableFromInline
    init() {}

    @usableFromInline
    var count: Int { entries.count }

    /// Appends `callback` and returns the subscription that removes it. O(1) amortised.
    @inlinable
    func add(_ callback: Callback) -> Subscription {
        keepIterationsSafe()
        lastID += 1
        entries.append(Entry(id: lastID, callback: callback))
        return Subscription(registry: registry, id: lastID)
    }

    /// Removes the callback `subscription` names. O(log n) to find it, O(n) to close the gap (O(1) for the
    /// most recently added). A subscription that is not in this list (already removed, or from another list)
    /// changes nothing.
    @inlinable
    func remove(_ subscription: Subscription) {
        guard subscription.registry == registry, let index = index(of: subscription.id) else { return }
        keepIterationsSafe()
        entries.remove(at: index)
        removals &+= 1
    }

    /// Calls `body` with every callback, in registration order.
    ///
    /// Reads the array through its buffer, retaining neither the array nor each callback; changes made by
    /// `body` go to a copy (see `keepIterationsSafe()`), so they never disturb the loop.
    @inlinable
    func forEachCallback(_ body: (Callback) -> Void) {
        iterations += 1
        let removalsAtStart = removals
        entries.withUnsafeBufferPointer { snapshot in
            for entry in snapshot where removals == removalsAtStart || index(of: entry.id) != nil {
                body(entry.callback)
            }
        }
        iterations -= 1
        if iterations == 0, !retired.isEmpty {
            retired.removeAll()
        }
    }

    /// Before a change made while an iteration runs: keeps the array being read alive and unchanged, so
    /// that the change goes to a copy (copy-on-write).
    @inlinable
    func keepIterationsSafe() {
        if iterations > 0 {
            retired.append(entries)
        }
    }

    @inlinable
    func index(of id: UInt64) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].id < id {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < entries.count && entries[low].id == id ? low : nil
    }
}
