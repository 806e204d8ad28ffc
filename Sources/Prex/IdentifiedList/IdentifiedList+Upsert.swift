extension IdentifiedList {
    /// Replaces the element that has the id of `element`, in its place, and returns the one it replaced; or, when
    /// none has it, adds `element` at the end and returns `nil`, as `IdentifiedArray` does. Costs what
    /// ``append(_:)`` costs.
    @discardableResult
    public mutating func updateOrAppend(_ element: Element) -> Element? {
        let replaced = index.positions[element.id].map { trie.element(at: $0) }
        append(element)
        return replaced
    }

    /// Replaces the element that has the id of `element`, in its place, and returns the one it replaced and its
    /// position; or, when none has it, inserts `element` at `position` (`0...count`; like `Array`, any other traps)
    /// and returns `nil` and `position`, as `IdentifiedArray` does. Costs what ``insert(_:at:)`` costs.
    @discardableResult
    public mutating func updateOrInsert(_ element: Element, at position: Int) -> (originalMember: Element?, index: Int)
    {
        let replaced = index.positions[element.id].map { trie.element(at: $0) }
        let (_, position) = insert(element, at: position)
        return (replaced, position)
    }

    /// Whether an element has the id of `element`: ids are compared, as in `IdentifiedArray`, not whole elements
    /// (for those, `contains { $0 == element }`). O(1) expected.
    public func contains(_ element: Element) -> Bool {
        index.positions[element.id] != nil
    }
}
