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
    /// element written since, only that element is read, O(log₈ n); otherwise O(n log₈ n).
    ///
    /// - Parameters:
    ///   - old: The earlier version.
    ///   - body: Called with each difference.
    @inlinable
    func forEachDifference(from old: IdentifiedList, _ body: (Difference) -> Void) {
        if index === old.index {
            let ids = index.ids
            trie.forEachDifferingPosition(from: old.trie) { position, element in
                body(.updated(ids[position], element))
                return true
            }
            return
        }
        for id in old.index.ids where index.positions[id] == nil {
            body(.removed(id))
        }
        for element in self {
            let id = element.id
            if let oldPosition = old.index.positions[id] {
                if old.trie.element(at: oldPosition) != element {
                    body(.updated(id, element))
                }
            } else {
                body(.inserted(id))
            }
        }
    }
}
