/// The callbacks registered on a ``Dispatcher`` or a ``Store``, in registration order.
///
/// Not synchronised: the owner guards every use with its Flux's gate. The list may change while
/// ``forEachCallback(_:)`` runs (a callback may add or remove callbacks, re-entrantly, on the same thread):
/// callbacks added during an iteration are first called by the next one, and callbacks removed during
/// an iteration are not called again, not even later in the same iteration.
///
/// The entries live in a buffer the list allocates and frees itself, rather than in an `Array`: iterating
/// an array kept in a class property retains and releases its storage on every pass (about 40 instructions,
/// a tenth of a dispatch), because the compiler cannot prove the callbacks leave the property alone. Here
/// that proof is the list's own rule: while an iteration runs, a change never touches the buffer being read
/// but copies it first (see `prepareForChange()`).
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
        @usableFromInline let entries: UnsafeMutablePointer<Entry>
        @usableFromInline let count: Int

        @usableFromInline
        init(entries: UnsafeMutablePointer<Entry>, count: Int) {
            self.entries = entries
            self.count = count
        }
    }

    /// Which list a ``Subscription`` belongs to.
    @usableFromInline let registry = RegistryIdentity.next()
    // The owner's gate makes every access exclusive, so the runtime's dynamic exclusivity checks are
    // skipped on these hot properties.

    /// `entries[..<count]` are initialised, sorted by `id` (ids only grow and new entries are appended);
    /// `entries[count..<capacity]` are not.
    @usableFromInline @exclusivity(unchecked) var entries: UnsafeMutablePointer<Entry>
    @usableFromInline @exclusivity(unchecked) var count = 0
    @usableFromInline @exclusivity(unchecked) var capacity: Int
    @usableFromInline @exclusivity(unchecked) var lastID: UInt64 = 0
    /// Bumped by every removal, so an iteration can tell cheaply whether it must re-check its snapshot.
    @usableFromInline @exclusivity(unchecked) var removals: UInt64 = 0
    /// How many iterations are running (more than one when a callback iterates again, re-entrantly).
    @usableFromInline @exclusivity(unchecked) var iterations = 0
    /// Buffers that iterations are reading, kept alive and unchanged until the last iteration ends.
    @usableFromInline @exclusivity(unchecked) var retired: [Retired] = []

    @usableFromInline
    init() {
        capacity = 4
        entries = .allocate(capacity: capacity)
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
        (entries + count).initialize(to: Entry(id: lastID, box: ManuallyRetainedBox(callback)))
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
        entries[index].box.release()
        (entries + index).moveInitialize(from: entries + index + 1, count: count - index - 1)
        count -= 1
        removals &+= 1
    }

    /// Removes every callback (an iteration running now calls none of them again). O(n).
    @usableFromInline
    func removeAll() {
        while count > 0 {
            remove(Subscription(registry: registry, id: entries[count - 1].id))
        }
    }

    /// Calls `body` with every callback, in registration order.
    ///
    /// Reads the buffer in place, retaining neither it nor each callback; changes made by `body` go to a
    /// copy (see `prepareForChange()`), so they never disturb the loop.
    @inlinable
    func forEachCallback(_ body: (Callback) -> Void) {
        iterations += 1
        let snapshot = entries
        let end = snapshot + count
        let removalsAtStart = removals
        var entry = snapshot
        while entry < end {
            if removals == removalsAtStart || index(of: entry.pointee.id) != nil {
                // The snapshot's buffer owns a retain of the box until the iteration ends.
                entry.pointee.box.withValue(body)
            }
            entry += 1
        }
        iterations -= 1
        if iterations == 0, !retired.isEmpty {
            freeRetired()
        }
    }

    /// Before a change: makes room for `minimumCapacity` entries and, while an iteration runs, moves the
    /// entries to a new buffer, so that the buffer being read stays alive and unchanged until the iteration
    /// ends.
    @inlinable
    func prepareForChange(minimumCapacity: Int) {
        let isIterating = iterations > 0
        guard isIterating || minimumCapacity > capacity else { return }
        let newCapacity = minimumCapacity > capacity ? Swift.max(capacity * 2, minimumCapacity) : capacity
        let moved = UnsafeMutablePointer<Entry>.allocate(capacity: newCapacity)
        if isIterating {
            moved.initialize(from: entries, count: count)
            for index in 0..<count {
                moved[index].box.retain()
            }
            retired.append(Retired(entries: entries, count: count))
        } else {
            moved.moveInitialize(from: entries, count: count)
            entries.deallocate()
        }
        entries = moved
        capacity = newCapacity
    }

    /// Frees the buffers that ended iterations were reading.
    @usableFromInline
    func freeRetired() {
        for buffer in retired {
            free(buffer.entries, count: buffer.count)
        }
        retired.removeAll()
    }

    /// Releases the boxes a buffer owns, and the buffer.
    @usableFromInline
    func free(_ buffer: UnsafeMutablePointer<Entry>, count: Int) {
        for index in 0..<count {
            buffer[index].box.release()
        }
        buffer.deallocate()
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
