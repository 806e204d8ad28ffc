extension IdentifiedList: MutableCollection {
    /// The element at a position: read it, or write another in its place.
    ///
    /// Writing keeps the count and the ids unique, and never traps (`IdentifiedArray` traps when an update in place
    /// changes an element's id). An element with the id of the one it replaces (the usual case,
    /// `list[2].title = "Eggs"`) takes its place. One with another id takes the place too, and the element it
    /// replaces leaves the list, unless another position held the new id: then the two trade places (the element
    /// that had the position moves to where the one with the new id was, which is replaced). So a generic
    /// algorithm that writes a permutation of the list back position by position (`sort(using:)`, a slice
    /// written back) ends with that permutation.
    ///
    /// Reading is O(log₈ n); writing is what ``update(_:at:)`` costs.
    ///
    /// - Parameter position: A position of the list. Like `Array`, any other traps.
    @inlinable
    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < trie.count, "IdentifiedList index out of range")
            return trie.element(at: position)
        }
        set {
            update(newValue, at: position)
        }
    }

    /// Replaces the element at a position, and returns the element it replaced, as `IdentifiedArray`'s method of
    /// the same name does; where the new element's id differs, it does what writing ``subscript(_:)`` does
    /// (`IdentifiedArray` traps).
    ///
    /// O(log₈ n) when the id is the one at `position`; otherwise O(log₈ n) too when no other version shares the
    /// index of ids, O(n) when one does (the index is copied).
    ///
    /// - Parameters:
    ///   - element: The new element.
    ///   - position: A position of the list. Like `Array`, any other traps.
    /// - Returns: The element that was at `position`.
    @inlinable
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

    /// Exchanges the elements at two positions.
    ///
    /// O(log₈ n) when no other version shares the index of ids, O(n) when one does (the index is copied).
    ///
    /// - Parameters:
    ///   - i: A position of the list. Like `Array`, any other traps.
    ///   - j: A position of the list. Like `Array`, any other traps.
    @inlinable
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
