extension StackState {
    /// Calls `update` with every element, bottom first, lent in place; copies each node another version shares
    /// once. O(n).
    @usableFromInline
    mutating func updateEach(_ update: (inout Element) -> Void) {
        entries.updateEach { update(&$0.element) }
        for index in tail.indices {
            update(&tail[index].element)
        }
    }
}

extension StackState where Element: Equatable {
    /// Calls `body` with the position of each element that may differ from `old`'s at that position (written,
    /// pushed, or another element there), bottom first; the others are `old`'s, with the same ids.
    ///
    /// For a version of `old` with as many elements below the top ones: the trie nodes the two share are skipped,
    /// and the top elements (at most 64) are compared by `==`, so O(1) when nothing changed (shared storage) and
    /// O(64 + d log n) for `d` written below the top. Otherwise (32 elements moved below or up) every position: O(n).
    @inlinable
    func forEachChangedPosition(since old: StackState, _ body: (Int) -> Void) {
        guard entries.count == old.entries.count else {
            for position in 0..<count {
                body(position)
            }
            return
        }
        entries.forEachDifferingPosition(from: old.entries) { position, _ in
            body(position)
            return true
        }
        if tail == old.tail {
            return
        }
        for offset in tail.indices where offset >= old.tail.count || tail[offset] != old.tail[offset] {
            body(entries.count + offset)
        }
    }
}
