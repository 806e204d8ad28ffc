extension StackState {
    /// Pushes `element` on top with the stack's next id, and returns the id. O(log n): the store's old state keeps
    /// its version, sharing all but a few nodes.
    @inlinable
    @discardableResult
    public mutating func append(_ element: Element) -> StackElementID {
        let id = StackElementID(rawValue: nextID)
        nextID += 1
        entries.append(Entry(id: id, element: element))
        return id
    }

    /// Pops the top element and returns it; like `Array`, an empty stack traps. O(log n).
    @inlinable
    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(!isEmpty, "can't pop from an empty StackState")
        return entries.removeLast().element
    }

    /// Pops the `k` top elements; like `Array`, more than ``count`` traps. O(k log n), at most O(n).
    @inlinable
    public mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "can't pop more elements than a StackState has")
        truncate(to: count - k)
    }

    /// Pops every element (back to the root screen); the ids made so far stay used. O(1).
    @inlinable
    public mutating func removeAll() {
        entries = ElementTrie()
    }

    /// Pops the element with `id` and every element above it, and returns whether the stack had it. O(k log n) for
    /// `k` popped, at most O(n); a search of O(log d) for an element `d` from the top.
    @inlinable
    @discardableResult
    public mutating func pop(from id: StackElementID) -> Bool {
        guard let position = position(of: id) else { return false }
        truncate(to: position)
        return true
    }

    /// Pops every element above the one with `id`, which stays on top, and returns whether the stack had it. Costs
    /// as ``pop(from:)``.
    @inlinable
    @discardableResult
    public mutating func pop(to id: StackElementID) -> Bool {
        guard let position = position(of: id) else { return false }
        truncate(to: position + 1)
        return true
    }

    /// Replaces the whole path with `elements`, the first at the bottom, each with a new id: the ids of the popped
    /// elements stay used. O(n).
    @inlinable
    public mutating func replace<S: Sequence>(with elements: S) where S.Element == Element {
        var made = ContiguousArray<Entry>()
        for element in elements {
            made.append(Entry(id: StackElementID(rawValue: nextID), element: element))
            nextID += 1
        }
        entries = ElementTrie(elements: made)
    }

    /// Keeps the `count` bottom elements: pops one by one when few go, rebuilds when most do. O(min(k log n, n)).
    @inlinable
    mutating func truncate(to count: Int) {
        let popped = self.count - count
        if popped * 8 <= self.count {
            for _ in 0..<popped {
                _ = entries.removeLast()
            }
        } else {
            entries = ElementTrie(elements: entries.allElements.prefix(count))
        }
    }
}
