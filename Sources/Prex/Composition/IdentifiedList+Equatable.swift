extension IdentifiedList: Equatable where Element: Equatable {
    /// Whether two lists hold equal elements in the same order.
    ///
    /// O(1) when the two share all their storage (a copy, not written since). O(k × log₃₂ n) when they differ
    /// only by k element updates since they shared their structure: the parts they share are skipped. O(n)
    /// otherwise. Like `Array`, an element that the two share (the same write) is taken as equal without calling
    /// its `==`.
    @inlinable
    public static func == (lhs: IdentifiedList, rhs: IdentifiedList) -> Bool {
        if lhs.index === rhs.index {
            var equal = true
            lhs.trie.forEachDifferingPosition(from: rhs.trie) { _, new, old in
                if equal && new.element != old.element {
                    equal = false
                }
            }
            return equal
        }
        guard lhs.count == rhs.count, lhs.index.ids == rhs.index.ids else { return false }
        var rightIterator = rhs.makeIterator()
        for left in lhs {
            guard let right = rightIterator.next(), left == right else { return false }
        }
        return true
    }
}

extension IdentifiedList: Hashable where Element: Hashable {
    /// Hashes the elements, in order.
    ///
    /// O(n).
    ///
    /// - Parameter hasher: The hasher to feed.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self {
            hasher.combine(element)
        }
    }
}
