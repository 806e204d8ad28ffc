/// The callbacks registered on a ``Dispatcher`` or a ``Store``, in registration order.
///
/// Not synchronised: the owner guards every use with its Flux's gate. The list may change while
/// ``forEachCallback(_:)`` runs (a callback may add or remove callbacks, re-entrantly, on the same thread):
/// callbacks added during an iteration are first called by the next one, and callbacks removed during
/// an iteration are not called again, not even later in the same iteration. ``removeAllOnceIdle()`` is the
/// exception: it lets the iterations running finish as if it had not been called.
///
/// An iteration walks the array in place, by index and id, so a change made meanwhile never disturbs it (see
/// ``forEachCallback(_:)``).
@usableFromInline
final class CallbackList<Callback> {
    /// A callback and its number.
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
    // The owner's gate makes every access to these exclusive, and no access spans a callback (an iteration
    // copies the entry it calls out of `entries` first), so the runtime's dynamic exclusivity checks are
    // skipped on them.

    /// Sorted by `id`: ids only grow, and new entries are appended.
    @usableFromInline @exclusivity(unchecked) var entries: [Entry] = []
    @usableFromInline @exclusivity(unchecked) var lastID: UInt64 = 0
    /// Bumped by every addition and removal, so an iteration can tell cheaply whether it must find its place again.
    @usableFromInline @exclusivity(unchecked) var changes: UInt64 = 0
    /// How many iterations are running (more than one when a callback iterates again, re-entrantly).
    @usableFromInline @exclusivity(unchecked) var iterations = 0
    /// Whether every callback is to be removed when the last iteration ends (see ``removeAllOnceIdle()``).
    @usableFromInline @exclusivity(unchecked) var removesAllWhenIdle = false

    @usableFromInline
    init() {}

    /// The number of callbacks.
    @inlinable
    var count: Int {
        entries.count
    }

    /// Appends `callback` and returns the subscription that removes it. O(1) amortised.
    @inlinable
    func add(_ callback: Callback) -> Subscription {
        lastID += 1
        entries.append(Entry(id: lastID, callback: callback))
        changes &+= 1
        return Subscription(registry: registry, id: lastID)
    }

    /// Removes the callback `subscription` names. O(log n) to find it, O(n) to close the gap (O(1) for the
    /// most recently added). A subscription that is not in this list (already removed, or from another list)
    /// changes nothing. Returns whether a callback was removed.
    @inlinable @discardableResult
    func remove(_ subscription: Subscription) -> Bool {
        guard subscription.registry == registry, let index = index(of: subscription.id) else { return false }
        entries.remove(at: index)
        changes &+= 1
        return true
    }

    /// Removes every callback once no iteration runs: at once if none does, otherwise when the last one ends.
    /// The iterations running call every callback they would have called without it (a callback added in
    /// the meantime is removed too). O(n).
    @usableFromInline
    func removeAllOnceIdle() {
        if iterations == 0 {
            removeAll()
        } else {
            removesAllWhenIdle = true
        }
    }

    /// Calls `body` with every callback, in registration order.
    ///
    /// Walks the list in place, by index. After a callback added or removed others, the walk goes on at the first
    /// entry past the one just called, and stops at an entry added meanwhile (its id is larger than any the walk
    /// started with: added entries are last).
    @inlinable
    func forEachCallback(_ body: (Callback) -> Void) {
        let lastIDAtStart = lastID
        var changesSeen = changes
        var index = 0
        // The entries the walk started with are `entries[..<end]`, until a change moves them.
        var end = entries.count
        iterations &+= 1
        while index < end {
            let entry = entries[index]
            body(entry.callback)
            if changes == changesSeen {
                index &+= 1
            } else {
                // A callback was added or removed: go on past this one, among those the walk started with.
                changesSeen = changes
                index = self.index(after: entry.id)
                end = self.index(after: lastIDAtStart)
            }
        }
        iterations &-= 1
        if iterations == 0, removesAllWhenIdle {
            removesAllWhenIdle = false
            removeAll()
        }
    }

    @usableFromInline
    func removeAll() {
        if !entries.isEmpty {
            entries = []
            changes &+= 1
        }
    }

    /// The index of the entry with `id`, if there is one.
    @inlinable
    func index(of id: UInt64) -> Int? {
        let index = firstIndex(notBelow: id)
        return index < entries.count && entries[index].id == id ? index : nil
    }

    /// The index of the first entry whose id is larger than `id` (`count` if none is).
    @inlinable
    func index(after id: UInt64) -> Int {
        firstIndex(notBelow: id + 1)
    }

    /// Binary search for the first entry whose id is `id` or larger.
    @inlinable
    func firstIndex(notBelow id: UInt64) -> Int {
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
        return low
    }
}
