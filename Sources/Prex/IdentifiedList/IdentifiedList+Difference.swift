extension IdentifiedList {
    /// What differs for one id between two versions of a list, as ``forEachDifference(from:_:)`` reports it.
    @usableFromInline
    enum Difference {
        /// Present in both versions, with elements that differ by `==`; the element is the new version's.
        case updated(Element.ID, Element)
        /// Present in the old version only.
        case removed(Element.ID)
        /// Present in the new version only.
        case inserted(Element.ID)
    }
}

extension IdentifiedList.Difference: Equatable where Element: Equatable {}

extension IdentifiedList where Element: Equatable {
    /// Calls `body` with each id that differs between `old` and this list: removals first, in the old order, then
    /// insertions and updates (elements that differ by `==`), in this list's order.
    ///
    /// Cost: with a shared index (only element updates between them), shared nodes are skipped in O(1) each, so k
    /// updates cost O(k × log₈ n), and one element written since costs O(log₈ n). With the same ids in the same
    /// order, or `old`'s ids first (elements appended), a walk by position that skips shared nodes, O(n) without
    /// lookups. Otherwise O(n log₈ n).
    @inlinable
    func forEachDifference(from old: IdentifiedList, _ body: (Difference) -> Void) {
        forEachPositionedDifference(from: old) { difference, _ in body(difference) }
    }

    /// The one position where this list and `old` can differ, when one is the other with that element written since
    /// (an element action): same ids, only that element may differ. `nil` when unknown. O(1).
    @inlinable
    func onlyWrittenPosition(since old: IdentifiedList) -> Int? {
        index === old.index ? trie.onlyWrittenPosition(comparedWith: old.trie) : nil
    }

    /// ``forEachDifference(from:_:)``, with the position of each id: in this list for an update or an insertion, in
    /// `old` for a removal.
    @inlinable
    func forEachPositionedDifference(from old: IdentifiedList, _ body: (Difference, _ position: Int) -> Void) {
        if index === old.index {
            let ids = index.ids
            trie.forEachDifferingPosition(from: old.trie) { position, element in
                body(.updated(ids[position], element), position)
                return true
            }
            return
        }
        if count >= old.count && index.ids.starts(with: old.index.ids) {
            forEachDifference(extending: old, body)
            return
        }
        for (oldPosition, id) in old.index.ids.enumerated() where index.positions[id] == nil {
            body(.removed(id), oldPosition)
        }
        for (position, element) in enumerated() {
            let id = element.id
            if let oldPosition = old.index.positions[id] {
                if old.trie.element(at: oldPosition) != element {
                    body(.updated(id, element), position)
                }
            } else {
                body(.inserted(id), position)
            }
        }
    }

    /// ``forEachPositionedDifference(from:_:)`` when this list has `old`'s ids first, in the same order: the
    /// positions of `old` compared position by position, skipping the nodes the two share, then the rest inserted.
    @usableFromInline
    func forEachDifference(extending old: IdentifiedList, _ body: (Difference, _ position: Int) -> Void) {
        let ids = index.ids
        func visit(_ position: Int, _ element: Element) -> Bool {
            body(.updated(ids[position], element), position)
            return true
        }
        if count == old.count {
            trie.forEachDifferingPosition(from: old.trie, visit)
        } else {
            trie.forEachDifferingPosition(inPrefix: old.trie, visit)
        }
        for position in old.count..<count {
            body(.inserted(ids[position]), position)
        }
    }
}
