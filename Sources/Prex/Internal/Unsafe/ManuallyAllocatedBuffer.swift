/// A fixed-capacity heap buffer that its owner allocates, fills and frees by hand.
///
/// `CallbackList` keeps its entries in these rather than in an `Array`: iterating an array kept in a class
/// property retains and releases the array's storage on every pass (about 40 instructions, a tenth of a
/// dispatch), because the compiler cannot prove that the callbacks leave the property alone. A buffer is a
/// plain pointer: copying it retains nothing, and the owner's own rules keep it alive while it is read.
///
/// The buffer knows its capacity but not which slots hold an element: the owner tracks that, as a prefix
/// `0..<count` (every method that needs it takes the `count`). The assumptions an owner must keep, all of them:
/// - Slots `0..<count` are initialised and slots `count..<capacity` are not, with `count <= capacity`; a slot is
///   only read while initialised, and only initialised while not.
/// - Each buffer is freed exactly once (by ``free(count:)`` or ``moved(count:capacity:)``), and no copy of it
///   is used afterwards.
/// - Indices lie in `0..<capacity`. Debug builds check them; release builds do not.
///
/// Cost: every method is inlined to the pointer operations it names; reading an element is one copy.
@usableFromInline
struct ManuallyAllocatedBuffer<Element> {
    @usableFromInline let base: UnsafeMutablePointer<Element>
    /// How many elements the buffer has room for.
    @usableFromInline let capacity: Int

    /// Allocates room for `capacity` elements, none of them initialised.
    @inlinable
    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    /// The element in slot `index`, which must be initialised: a copy.
    @inlinable
    subscript(index: Int) -> Element {
        assert(index >= 0 && index < capacity, "index out of the buffer")
        return base[index]
    }

    /// Calls `body` with a copy of each of the first `count` elements, in order; `count` is read once, so the
    /// owner may change its own count meanwhile, but must keep this buffer's first `count` slots initialised.
    @inlinable
    func forEach(count: Int, _ body: (Element) -> Void) {
        assert(count <= capacity, "more elements than room")
        var element = base
        let end = base + count
        while element < end {
            body(element.pointee)
            element += 1
        }
    }

    /// Initialises slot `index`, which must not be, to `element`.
    @inlinable
    func initialize(at index: Int, to element: Element) {
        assert(index >= 0 && index < capacity, "index out of the buffer")
        (base + index).initialize(to: element)
    }

    /// Takes the element out of slot `index` and moves the elements after it, up to `count`, down by one:
    /// slots `0..<count - 1` are then initialised. Returns the element taken out.
    @inlinable
    func remove(at index: Int, count: Int) -> Element {
        assert(index >= 0 && index < count && count <= capacity, "index out of the initialised slots")
        let removed = (base + index).move()
        (base + index).moveInitialize(from: base + index + 1, count: count - index - 1)
        return removed
    }

    /// A new buffer of `capacity` slots whose first `count` hold copies of this buffer's first `count`
    /// elements. This buffer is left as it is.
    @inlinable
    func copied(count: Int, capacity: Int) -> ManuallyAllocatedBuffer {
        assert(count <= self.capacity && count <= capacity, "more elements than room")
        let copy = ManuallyAllocatedBuffer(capacity: capacity)
        copy.base.initialize(from: base, count: count)
        return copy
    }

    /// A new buffer of `capacity` slots that the first `count` elements are moved to; this buffer is freed.
    @inlinable
    func moved(count: Int, capacity: Int) -> ManuallyAllocatedBuffer {
        assert(count <= self.capacity && count <= capacity, "more elements than room")
        let destination = ManuallyAllocatedBuffer(capacity: capacity)
        destination.base.moveInitialize(from: base, count: count)
        base.deallocate()
        return destination
    }

    /// Deinitialises the first `count` elements and frees the buffer.
    @inlinable
    func free(count: Int) {
        assert(count <= capacity, "more elements than room")
        base.deinitialize(count: count)
        base.deallocate()
    }
}
