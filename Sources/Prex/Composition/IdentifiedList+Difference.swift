extension IdentifiedList {
    /// What differs for one id between two versions of a list, as ``forEachDifference(from:_:)`` reports it.
    @usableFromInline
    enum Difference: Hashable {
        /// Present in both versions, stored by different writes (the elements may still be equal: compare them
        /// when that matters).
        case updated(Element.ID)
        /// Present in the old version only.
        case removed(Element.ID)
        /// Present in the new version only.
        case inserted(Element.ID)
    }

    /// Calls `body` with each id that differs between `old` and this list: removals first, in the old order,
    /// then insertions and updates, in this list's order.
    ///
    /// An id whose element both versions share (the same write) is never reported; an id whose element was
    /// written since is reported as updated, even when written with an equal value. When the two versions share
    /// their structure (they differ only by element updates), the parts they share are skipped in O(1) each, so
    /// k updated elements cost O(k × log₃₂ n); otherwise O(n).
    ///
    /// - Parameters:
    ///   - old: The earlier version.
    ///   - body: Called with each difference.
    @inlinable
    func forEachDifference(from old: IdentifiedList, _ body: (Difference) throws -> Void) rethrows {
        if index === old.index {
            try trie.forEachDifferingPosition(from: old.trie) { position, _, _ in
                try body(.updated(index.ids[position]))
            }
            return
        }
        for id in old.index.ids where index.positions[id] == nil {
            try body(.removed(id))
        }
        for slot in trie.allSlots {
            let id = slot.element.id
            if let oldPosition = old.index.positions[id] {
                if old.trie.slot(at: oldPosition).stamp != slot.stamp {
                    try body(.updated(id))
                }
            } else {
                try body(.inserted(id))
            }
        }
    }
}
