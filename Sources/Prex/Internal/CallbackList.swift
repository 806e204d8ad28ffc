/// The callbacks registered on a ``Dispatcher`` or a ``Store``, in registration order.
///
/// Not synchronised: the owner guards every use with its Flux's gate. The list may change while
/// ``forEachCallback(_:)`` runs (a callback may add or remove callbacks, re-entrantly, on the same thread):
/// callbacks added during an iteration are first called by the next one, and callbacks removed during
/// an iteration are not called again, not even later in the same iteration. ``removeAllOnceIdle()`` is the
/// exception: it lets the iterations running finish as if it had not been called.
///
/// The entries live in a ``ManuallyAllocatedBuffer`` rather than in an `Array`, so that iterating retains
/// nothing. Its rule here: while an iteration runs, a change never touches the buffer being read but copies it
/// first (see `prepareForChange()`), and the buffer read is freed when the last iteration ends.
@usableFromInline
final class CallbackList<Callback> {
    /// A callback and its number. Each buffer holding an entry owns one retain of its box, so that calling
    /// the callback borrows the box instead of retaining and releasing it (see ``ManuallyRetainedBox``).
    @usableFromInline
    struct Entry {
        @usableFromInline let id: UInt64
        @usableFromInline let box: ManuallyRetainedBox<Callback>

        @usableFromInline
        init(id: UInt64, box: ManuallyRetainedBox<Callback>) {
            self.id = id
            self.box = box
        }
    }

    /// A buffer that iterations may still be reading: freed when the last iteration ends.
    @usableFromInline
    struct Retired {
        @usableFromInline let entries: ManuallyAllocatedBuffer<Entry>
        @usableFromInline let count: Int

        @usableFromInline
        init(entries: ManuallyAllocatedBuffer<Entry>, count: Int) {
            self.entries = entries
            self.count = count
        }
    }

    /// Which list a ``Subscription`` belongs to.
    @usableFromInline let registry = RegistryIdentity.next()
    // The owner's gate makes every access exclusive, so the runtime's dynamic exclusivity checks are
    // skipped on these hot properties.

    /// `entries[..<count]` are initialised, sorted by `id` (ids only grow and new entries are appended);
    /// `entries[count...]` are not.
    @usableFromInline @exclusivity(unchecked) var entries: ManuallyAllocatedBuffer<Entry>
    @usableFromInline @exclusivity(unchecked) var count = 0
    @usableFromInline @exclusivity(unchecked) var lastID: UInt64 = 0
    /// Bumped by every removal, so an iteration can tell cheaply whether it must re-check its snapshot.
    @usableFromInline @exclusivity(unchecked) var removals: UInt64 = 0
    /// How many iterations are running (more than one when a callback iterates again, re-entrantly).
    @usableFromInline @exclusivity(unchecked) var iterations = 0
    /// Buffers that iterations are reading, kept alive and unchanged until the last iteration ends.
    @usableFromInline @exclusivity(unchecked) var retired: [Retired] = []
    /// Whether every callback is to be removed when the last iteration ends (see ``removeAllOnceIdle()``).
    @usableFromInline @exclusivity(unchecked) var removesAllWhenIdle = false
    /// Whether the last iteration to end has work to do: `retired` is not empty, or `removesAllWhenIdle` is set.
    /// One flag, so that an iteration ends with a single check.
    @usableFromInline @exclusivity(unchecked) var hasWorkWhenIdle = false

    @usableFromInline
    init() {
        entries = ManuallyAllocatedBuffer(capacity: 4)
    }

    deinit {
        // No iteration can be running: it would hold the list.
        free(entries, count: count)
    }

    /// Appends `callback` and returns the subscription that removes it. O(1) amortised.
    @inlinable
    func add(_ callback: Callback) -> Subscription {
        prepareForChange(minimumCapacity: count + 1)
        lastID += 1
        entries.initialize(at: count, to: Entry(id: lastID, box: ManuallyRetainedBox(callback)))
        count += 1
        return Subscription(registry: registry, id: lastID)
    }

    /// Removes the callback `subscription` names. O(log n) to find it, O(n) to close the gap (O(1) for the
    /// most recently added). A subscription that is not in this list (already removed, or from another list)
    /// changes nothing.
    @inlinable
    func remove(_ subscription: Subscription) {
        guard subscription.registry == registry, let index = index(of: subscription.id) else { return }
        prepareForChange(minimumCapacity: count)
        let removed = entries.remove(at: index, count: count)
        count -= 1
        removed.box.release()
        removals &+= 1
    }

    /// Removes every callback (an iteration running now calls none of them again). O(n).
    @usableFromInline
    func removeAll() {
        while count > 0 {
            remove(Subscription(registry: registry, id: entries[count - 1].id))
        }
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
            hasWorkWhenIdle = true
        }
    }

    /// Calls `body` with every callback, in registration order.
    ///
    /// Reads the buffer in place, retaining neither it nor each callback; changes made by `body` go to a
    /// copy (see `prepareForChange()`), so they never disturb the loop.
    @inlinable
    func forEachCallback(_ body: (Callback) -> Void) {
        iterations += 1
        let removalsAtStart = removals
        entries.forEach(count: count) { entry in
            if removals == removalsAtStart || index(of: entry.id) != nil {
                // The buffer read owns a retain of the box until the iteration ends.
                entry.box.withValue(body)
            }
        }
        iterations -= 1
        if iterations == 0, hasWorkWhenIdle {
            doWorkWhenIdle()
        }
    }

    /// Before a change: makes room for `minimumCapacity` entries and, while an iteration runs, moves the
    /// entries to a new buffer, so that the buffer being read stays alive and unchanged until the iteration
    /// ends.
    @inlinable
    func prepareForChange(minimumCapacity: Int) {
        let isIterating = iterations > 0
        let capacity = entries.capacity
        guard isIterating || minimumCapacity > capacity else { return }
        let newCapacity = minimumCapacity > capacity ? Swift.max(capacity * 2, minimumCapacity) : capacity
        if isIterating {
            let copy = entries.copied(count: count, capacity: newCapacity)
            for index in 0..<count {
                copy[index].box.retain()
            }
            retired.append(Retired(entries: entries, count: count))
            hasWorkWhenIdle = true
            entries = copy
        } else {
            entries = entries.moved(count: count, capacity: newCapacity)
        }
    }

    /// What the last iteration to end leaves to do: free the buffers ended iterations were reading, and
    /// remove every callback if ``removeAllOnceIdle()`` asked for it.
    @usableFromInline
    func doWorkWhenIdle() {
        hasWorkWhenIdle = false
        for buffer in retired {
            free(buffer.entries, count: buffer.count)
        }
        retired.removeAll()
        if removesAllWhenIdle {
            removesAllWhenIdle = false
            removeAll()
        }
    }

    /// Releases the boxes a buffer owns, and frees the buffer.
    @usableFromInline
    func free(_ buffer: ManuallyAllocatedBuffer<Entry>, count: Int) {
        for index in 0..<count {
            buffer[index].box.release()
        }
        buffer.free(count: count)
    }

    @inlinable
    func index(of id: UInt64) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].id < id {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < count && entries[low].id == id ? low : nil
    }
}
