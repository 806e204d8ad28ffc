extension IdentifiedList {
    /// The list's invariants that fail, one line each; empty when they all hold. O(n); for the model-based tests,
    /// after every step. The trie's (``ElementTrie/invariantViolations()``), and: one id per element, no id twice,
    /// each id's position is where it stands in the order, and the element there has that id.
    func invariantViolations() -> [String] {
        var violations = trie.invariantViolations()
        if index.ids.count != trie.count {
            violations.append("\(index.ids.count) ids for \(trie.count) elements")
        }
        if index.positions.count != index.ids.count {
            violations.append("\(index.positions.count) positions for \(index.ids.count) ids: an id twice")
        }
        for (position, id) in index.ids.enumerated() {
            if index.positions[id] != position {
                violations.append("id \(id) at \(position) has the position \(String(describing: index.positions[id]))")
            }
            if position < trie.count && trie.element(at: position).id != id {
                violations.append("the element at \(position) has the id \(trie.element(at: position).id), not \(id)")
            }
        }
        return violations
    }
}
