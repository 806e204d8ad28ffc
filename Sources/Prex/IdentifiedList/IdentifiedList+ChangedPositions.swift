import PrexDump

/// What the debug log, a `Timeline`'s differences and a test store's failures read of a list: the positions whose
/// elements a version wrote since an older one, found through the trie nodes the two share, so that a diff costs
/// the rows that changed, not the rows held.
extension IdentifiedList: ChangedPositions where Element: Equatable {
    package func positionsChanged(since old: Any) -> [Int]? {
        // The same index object: the same ids in the same order, and tries of the same shape.
        guard let old = old as? IdentifiedList, index === old.index else { return nil }
        var positions: [Int] = []
        trie.forEachDifferingPosition(from: old.trie) { position, _ in
            positions.append(position)
            return true
        }
        return positions
    }

    package func element(atPosition position: Int) -> Any {
        trie.element(at: position)
    }
}
