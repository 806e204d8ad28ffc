extension IdentifiedList: MutableCollection {
    /// The element at a position (like `Array`, one out of range traps): read it, or write another in its place.
    ///
    /// Writing keeps the count and the ids unique, and never traps (`IdentifiedArray` does when the id changes). An
    /// element with another id takes the place too, and the one it replaces leaves the list, unless another position
    /// held the new id: then the replaced element moves there, in the place of the one that had it. So an algorithm
    /// that writes a permutation back position by position (`sort(using:)`) ends with that permutation.
    ///
    /// Reading is O(log₈ n); writing costs what ``update(_:at:)`` costs.
    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < trie.count, "IdentifiedList index out of range")
            return trie.element(at: position)
        }
        set {
            update(newValue, at: position)
        }
    }

    /// Replaces the element at a position (like `Array`, one out of range traps) and returns the one replaced, as
    /// `IdentifiedArray`'s method does; a new id is handled as writing ``subscript(_:)`` handles it, never trapping.
    /// O(log₈ n); O(n) when the id changes and another version shares the index of ids (it is copied).
    @discardableResult
    public mutating func update(_ element: Element, at position: Int) -> Element {
        precondition(position >= 0 && position < trie.count, "IdentifiedList index out of range")
        let replaced = trie.element(at: position)
        trie.replace(at: position, with: element)
        let id = element.id
        guard replaced.id != id else { return replaced }
        makeIndexUnique()
        index.ids[position] = id
        if let other = index.positions.updateValue(position, forKey: id) {
            // The new id was at `other`: the replaced element goes there, in the place of the one that had it.
            trie.replace(at: other, with: replaced)
            index.ids[other] = replaced.id
            index.positions[replaced.id] = other
        } else {
            index.positions[replaced.id] = nil
        }
        return replaced
    }

    /// Exchanges the elements at two positions; like `Array`, a position out of range traps. O(log₈ n); O(n) when
    /// another version shares the index of ids (it is copied).
    public mutating func swapAt(_ i: Int, _ j: Int) {
        precondition(i >= 0 && i < count && j >= 0 && j < count, "IdentifiedList index out of range")
        guard i != j else { return }
        let first = trie.element(at: i)
        let second = trie.element(at: j)
        trie.replace(at: i, with: second)
        trie.replace(at: j, with: first)
        makeIndexUnique()
        index.ids.swapAt(i, j)
        index.positions[first.id] = j
        index.positions[second.id] = i
    }
}
