extension StackState {
    /// Pushes `element` on top with the stack's next id, and returns the id. O(1) whatever the depth (the store's
    /// old state keeps its version: at most the 64 top elements are copied), O(log n) once per 32 pushes.
    @inlinable
    @discardableResult
    public mutating func append(_ element: Element) -> StackElementID {
        let id = StackElementID(rawValue: nextID)
        nextID += 1
        if tail.count == 2 * Self.chunk {
            // The 32 lowest of the top elements go below, so that the next 32 pushes or pops copy few.
            for entry in tail.prefix(Self.chunk) {
                entries.append(entry)
            }
            tail.removeFirst(Self.chunk)
        }
        tail.append(Entry(id: id, element: element))
        return id
    }

    /// Pops the top element and returns it; like `Array`, an empty stack traps. O(1) whatever the depth, O(log n)
    /// once per 32 pops.
    @inlinable
    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(!isEmpty, "can't pop from an empty StackState")
        if tail.isEmpty {
            var moved = ContiguousArray<Entry>()
            moved.reserveCapacity(Self.chunk)
            for _ in 0..<Swift.min(Self.chunk, entries.count) {
                moved.append(entries.removeLast())
            }
            tail = ContiguousArray(moved.reversed())
        }
        return tail.removeLast().element
    }

    /// Pops the `k` top elements; like `Array`, more than ``count`` traps. O(k log n), at most O(n).
    public mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "can't pop more elements than a StackState has")
        truncate(to: count - k)
    }

    /// Pops every element (back to the root screen); the ids made so far stay used. O(1).
    public mutating func removeAll() {
        entries = ElementTrie()
        tail = []
    }

    /// Pops the element with `id` and every element above it, and returns whether the stack had it. O(k log n) for
    /// `k` popped, at most O(n); a search of O(log d) for an element `d` from the top.
    @discardableResult
    public mutating func pop(from id: StackElementID) -> Bool {
        guard let position = position(of: id) else { return false }
        truncate(to: position)
        return true
    }

    /// Pops every element above the one with `id`, which stays on top, and returns whether the stack had it. Costs
    /// as ``pop(from:)``.
    @discardableResult
    public mutating func pop(to id: StackElementID) -> Bool {
        guard let position = position(of: id) else { return false }
        truncate(to: position + 1)
        return true
    }

    /// Replaces the whole path with `elements`, the first at the bottom, each with a new id: the ids of the popped
    /// elements stay used. O(n).
    public mutating func replace<S: Sequence>(with elements: S) where S.Element == Element {
        var made = ContiguousArray<Entry>()
        for element in elements {
            made.append(Entry(id: StackElementID(rawValue: nextID), element: element))
            nextID += 1
        }
        rebuild(from: made)
    }

    /// Keeps the `count` bottom elements: from the top ones alone when they hold them, by popping one by one when
    /// few go, by rebuilding when most do. O(min(k log n, n)).
    mutating func truncate(to count: Int) {
        let popped = self.count - count
        if count >= entries.count {
            tail.removeLast(popped)
        } else if popped * 8 <= self.count {
            for _ in 0..<popped {
                removeLast()
            }
        } else {
            rebuild(from: allEntries.prefix(count))
        }
    }

    /// The elements of a stack of the top elements at a time, below the whole leaves of the trie.
    @inlinable
    static var chunk: Int { ElementTrie<Entry>.leafWidth }

    /// Every element with its id, bottom first. O(n).
    @usableFromInline
    var allEntries: ContiguousArray<Entry> {
        var all = entries.allElements
        all.append(contentsOf: tail)
        return all
    }

    /// Holds `all` (ids increasing): whole leaves in the trie, the rest (1 to 32, none when empty) on top. O(n).
    @usableFromInline
    mutating func rebuild<C: Collection>(from all: C) where C.Element == Entry, C.Index == Int {
        let below = all.isEmpty ? 0 : (all.count - 1) / Self.chunk * Self.chunk
        entries = ElementTrie(elements: all[all.startIndex..<(all.startIndex + below)])
        tail = ContiguousArray(all[(all.startIndex + below)...])
    }
}
