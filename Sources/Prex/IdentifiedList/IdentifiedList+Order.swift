extension IdentifiedList {
    /// Sorts the elements in place by a strict weak ordering, as `Array`'s `sort(by:)` does (not stable); if it
    /// throws, the list is unchanged. O(n log n) comparisons, and one O(n) pass that builds the storage anew.
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        var elements = trie.allElements
        try elements.sort(by: areInIncreasingOrder)
        rebuild(from: elements)
    }

    /// Reverses the order of the elements. O(n): one pass that builds the storage anew.
    public mutating func reverse() {
        guard count > 1 else { return }
        var elements = trie.allElements
        elements.reverse()
        rebuild(from: elements)
    }

    /// Shuffles the elements with a random number generator, as `Array`'s `shuffle(using:)` does. O(n), one pass.
    public mutating func shuffle<T: RandomNumberGenerator>(using generator: inout T) {
        guard count > 1 else { return }
        var elements = trie.allElements
        elements.shuffle(using: &generator)
        rebuild(from: elements)
    }

    /// Shuffles the elements with the system's random number generator. O(n), one pass.
    public mutating func shuffle() {
        var generator = SystemRandomNumberGenerator()
        shuffle(using: &generator)
    }

    /// Reorders the elements so that those that belong in the second partition come after the others, as `Array`'s
    /// `partition(by:)` does (not stable), and returns the position of the first of them (`count` when none). If
    /// the predicate throws, the list is unchanged. O(n): one pass of the predicate, one that builds the storage.
    public mutating func partition(by belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Int {
        var elements = trie.allElements
        let pivot = try elements.partition(by: belongsInSecondPartition)
        rebuild(from: elements)
        return pivot
    }
}

extension IdentifiedList where Element: Comparable {
    /// Sorts the elements in ascending order (not stable). O(n log n) comparisons, and one O(n) pass.
    public mutating func sort() {
        sort(by: <)
    }
}
