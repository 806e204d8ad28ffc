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
    /// Calls `body` with each id that differs between `old` and this list: removals first, in the old order,
    /// then insertions and updates, in this list's order.
    ///
    /// An id is reported as updated when its elements differ by `==`; an element rewritten with an equal value
    /// is not reported. When the two versions share their structure (they differ only by element updates), the
    /// nodes they share are skipped in O(1) each (the same node holds the same elements), and only the leaves
    /// written since are compared, so k updated elements cost O(k × log₈ n); when one version is the other with one
    /// element written since, only that element is read, O(log₈ n). When the ids are the same, in the same order
    /// (a new list of the same rows assigned in place of the old), or the old ids are the first ones of this list
    /// (elements appended), the elements are compared position by position, skipping the nodes the two share:
    /// O(n) comparisons of ids, and no lookup by id. Otherwise O(n log₈ n).
    ///
    /// - Parameters:
    ///   - old: The earlier version.
    ///   - body: Called with each difference.
    @inlinable
    func forEachDifference(from old: IdentifiedList, _ body: (Difference) -> Void) {
        forEachPositionedDifference(from: old) { difference, _ in body(difference) }
    }

    /// The one position where this list and `old` can differ, when one of them is the other with the element there
    /// written since (an element action, as a store's old and new state hold it): the ids are the same, and only
    /// that element may differ by `==`. `nil` when no such relation is known; ``forEachDifference(from:_:)`` then
    /// finds what differs. O(1).
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
    @inlinable
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
