/// The callbacks registered on a ``Dispatcher`` or a ``Store``, in registration order.
///
/// Not synchronised: the owner guards every use with its Flux's gate. A callback may add or remove callbacks
/// re-entrantly, on the same thread, during ``forEachCallback(_:)``: those added are first called by the next
/// iteration, those removed are not called again, not even later in the same one. ``removeAllOnceIdle()`` is the
/// exception: the iterations running finish as if it had not been called.
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
    // `@exclusivity(unchecked)` is sound: the owner's gate makes every access exclusive, and none spans a callback
    // (an iteration copies the entry it calls out of `entries` first).

    /// Sorted by `id`: ids only grow, and new entries are appended.
    @usableFromInline @exclusivity(unchecked) var entries: [Entry] = []
    @usableFromInline @exclusivity(unchecked) var lastID: UInt64 = 0
    /// Bumped by every addition and removal: an iteration that sees it change finds its place again.
    @usableFromInline @exclusivity(unchecked) var changes: UInt64 = 0
    /// How many iterations are running (more than one when a callback iterates again, re-entrantly).
    @usableFromInline @exclusivity(unchecked) var iterations = 0
    /// Whether every callback is to be removed when the last iteration ends (see ``removeAllOnceIdle()``).
    @usableFromInline @exclusivity(unchecked) var removesAllWhenIdle = false

    init() {}

    /// The number of callbacks.
    @usableFromInline
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

    /// Removes the callback `subscription` names, if in this list, and returns whether it did. O(log n) to find it,
    /// O(n) to close the gap (O(1) for the most recently added).
    @inlinable @discardableResult
    func remove(_ subscription: Subscription) -> Bool {
        guard subscription.registry == registry, let index = index(of: subscription.id) else { return false }
        entries.remove(at: index)
        changes &+= 1
        return true
    }

    /// Removes every callback (those added meanwhile too) once no iteration runs, at once if none does; the
    /// iterations running call every callback they would have called without it. O(n).
    func removeAllOnceIdle() {
        if iterations == 0 {
            removeAll()
        } else {
            removesAllWhenIdle = true
        }
    }

    /// Calls `body` with every callback, in registration order, walking the array in place by index. After a
    /// callback added or removed others, the walk goes on at the first entry past the one just called (found by id),
    /// and stops at an entry added meanwhile (its id is larger than any the walk started with).
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
    @usableFromInline
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
