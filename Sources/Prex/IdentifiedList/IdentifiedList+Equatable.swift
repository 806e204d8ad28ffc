extension IdentifiedList: Equatable where Element: Equatable {
    /// Whether two lists hold equal elements in the same order. O(1) for a copy not written since; O(log₈ n) when
    /// one is the other with one element written since; O(k × log₈ n) for k element updates since they shared their
    /// storage; O(n) otherwise. Like `Array`, elements in shared storage are taken as equal without calling `==`.
    public static func == (lhs: IdentifiedList, rhs: IdentifiedList) -> Bool {
        guard lhs.index === rhs.index || (lhs.count == rhs.count && lhs.index.ids == rhs.index.ids) else {
            return false
        }
        // Same count, so the same shape: the walk compares position by position, skipping shared nodes.
        return lhs.trie.forEachDifferingPosition(from: rhs.trie) { _, _ in false }
    }
}

extension IdentifiedList: Hashable where Element: Hashable {
    /// Hashes the elements, in order. O(n).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self {
            hasher.combine(element)
        }
    }
}
