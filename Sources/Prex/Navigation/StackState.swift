/// The path of a navigation stack: the screens drilled into, in order, each a child feature with an id the stack
/// makes (``StackElementID``), as state.
///
/// `Element` is usually an enum of the screens' states. Push with ``append(_:)``, pop with ``removeLast()``,
/// ``pop(to:)``, ``pop(from:)`` or ``removeAll()``; a deep link is a value (`StackState([.detail(a), .owner(b)])`).
/// Compose the elements' mutation with ``Mutation/forEach(stack:action:_:)`` and scope one element with
/// ``Flux/scope(stackElement:in:action:dependencies:)``. Ids are never reused: each push takes the
/// next number, and a path assigned in a mutation composed that way is given the stack's next ids.
///
/// Costs: a push and a pop are O(1) whatever the depth (the top elements are kept apart: the store's old state costs
/// a copy of at most 64 of them, never of the path), O(log n) once per 32; reading or writing an element by id is
/// O(1) near the top, O(log n) below (a persistent trie whose versions share storage). A value type, `Sendable`:
/// any thread; like `Array`, one value must not be mutated from two threads at once.
public struct StackState<Element: Sendable>: Sendable {
    /// The bottom elements with their ids, by position, in whole leaves (a multiple of 32); the ids increase with
    /// the position.
    @usableFromInline var entries: ElementTrie<Entry>
    /// The top elements, above ``entries``: at most 64, so that a push or a pop copies at most those when the store's
    /// old state shares them, whatever the depth; 32 move to or from ``entries`` when it overflows or empties.
    @usableFromInline var tail: ContiguousArray<Entry>
    /// The number of the next id.
    @usableFromInline var nextID: Int
    /// The stack this value is a version of: a path made elsewhere has another one (see ``StackLineage``).
    @usableFromInline var lineage: StackLineage

    /// One element and its id.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline let id: StackElementID
        @usableFromInline var element: Element

        @inlinable
        init(id: StackElementID, element: Element) {
            self.id = id
            self.element = element
        }
    }

    /// An empty path. O(1).
    public init() {
        entries = ElementTrie()
        tail = []
        nextID = 0
        lineage = StackLineage()
    }

    /// A path of `elements`, the first at the bottom, with ids `0`, `1`, …: a deep link. O(n).
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        replace(with: elements)
    }

    /// The number of elements. O(1).
    public var count: Int {
        entries.count + tail.count
    }

    /// The ids, bottom first. O(1) to make; each read O(log n).
    public var ids: IDs {
        IDs(entries: entries, tail: tail)
    }

    /// The ids of a path's elements, bottom first: a collection that reads them from the path it was made from.
    public struct IDs: RandomAccessCollection, Sendable {
        let entries: ElementTrie<Entry>
        let tail: ContiguousArray<Entry>

        /// `0`.
        public var startIndex: Int { 0 }

        /// The number of ids.
        public var endIndex: Int { entries.count + tail.count }

        /// The id of the element at `position`. O(log n).
        public subscript(position: Int) -> StackElementID {
            position < entries.count ? entries.element(at: position).id : tail[position - entries.count].id
        }
    }

    /// The id of the element at `position` (below ``count``). O(log n).
    public func id(at position: Int) -> StackElementID {
        entry(at: position).id
    }

    /// The element at `position` with its id. O(1) in the top elements, O(log n) below.
    @inlinable
    func entry(at position: Int) -> Entry {
        position < entries.count ? entries.element(at: position) : tail[position - entries.count]
    }

    /// The element with `id`, or `nil` when the stack has none (popped, or never pushed); setting `nil` removes only
    /// that element. O(log d) trie reads for an element `d` from the top; setting an element copies it (for a write
    /// in place, send it an action through ``Mutation/forEach(stack:action:_:)``); removing one below the top is O(n).
    @inlinable
    public subscript(id id: StackElementID) -> Element? {
        get {
            position(of: id).map { entry(at: $0).element }
        }
        set {
            guard let position = position(of: id) else { return }
            if let newValue {
                if position < entries.count {
                    entries.replace(at: position, with: Entry(id: id, element: newValue))
                } else {
                    tail[position - entries.count].element = newValue
                }
            } else {
                var kept = allEntries
                kept.remove(at: position)
                rebuild(from: kept)
            }
        }
    }

    /// The position of the element with `id`, searched from the top (where screens are used): doubling steps down,
    /// then a binary search. O(log d) trie reads for an element `d` from the top.
    @inlinable
    func position(of id: StackElementID) -> Int? {
        var high = count
        var low = count - 1
        var step = 1
        while low >= 0 {
            let found = entry(at: low).id
            if found == id { return low }
            if found < id { break }
            high = low
            low -= step
            step <<= 1
        }
        var lower = Swift.max(low + 1, 0)
        var upper = high
        while lower < upper {
            let middle = (lower + upper) / 2
            let found = entry(at: middle).id
            if found == id { return middle }
            if found < id { lower = middle + 1 } else { upper = middle }
        }
        return nil
    }

    /// Lends the element with `id` to `body` in place (its copy-on-write storage is not copied), or returns `nil`
    /// when the stack has none. O(log d), plus the body.
    @inlinable
    mutating func updateElement(id: StackElementID, _ body: (inout Element) -> Void) -> Bool {
        guard let position = position(of: id) else { return false }
        if position >= entries.count {
            body(&tail[position - entries.count].element)
            return true
        }
        let leaf = entries.uniqueLeaf(containing: position)
        let offset = position & ElementTrie<Entry>.leafMask
        var entry = leaf.takeElement(at: offset)
        body(&entry.element)
        leaf.putBack(entry, at: offset)
        return true
    }
}

extension StackState: RandomAccessCollection {
    /// The position of the bottom element: `0`.
    public var startIndex: Int { 0 }

    /// The position after the top element: ``count``.
    public var endIndex: Int { count }

    /// The element at `position`, from `0` at the bottom; like `Array`, a position out of range traps. O(log n).
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "StackState index out of range")
        return entry(at: position).element
    }
}
