extension IdentifiedList {
    /// Replaces the element that has the id of `element`, in its place, and returns the one it replaced; or, when
    /// none has it, adds `element` at the end and returns `nil`. `IdentifiedArray`'s method of the same name.
    ///
    /// Costs what ``append(_:)`` costs.
    ///
    /// - Parameter element: The element to store.
    /// - Returns: The element replaced, or `nil` when `element` was added.
    @inlinable
    @discardableResult
    public mutating func updateOrAppend(_ element: Element) -> Element? {
        let replaced = index.positions[element.id].map { trie.element(at: $0) }
        append(element)
        return replaced
    }

    /// Replaces the element that has the id of `element`, in its place, and returns the one it replaced and its
    /// position; or, when none has it, inserts `element` at `position` and returns `nil` and `position`.
    /// `IdentifiedArray`'s method of the same name.
    ///
    /// Costs what ``insert(_:at:)`` costs.
    ///
    /// - Parameters:
    ///   - element: The element to store.
    ///   - position: Where to insert it when it is new: a position of the list, or its count. Like `Array`, any
    ///     other traps.
    /// - Returns: The element replaced (`nil` when `element` was inserted), and the position of `element`.
    @inlinable
    @discardableResult
    public mutating func updateOrInsert(_ element: Element, at position: Int) -> (originalMember: Element?, index: Int)
    {
        let replaced = index.positions[element.id].map { trie.element(at: $0) }
        let (_, position) = insert(element, at: position)
        return (replaced, position)
    }

    /// Whether an element has the id of `element`: ids are compared, as `IdentifiedArray`'s `contains(_:)` does,
    /// not whole elements (to compare those, `contains { $0 == element }`).
    ///
    /// O(1) expected.
    ///
    /// - Parameter element: An element with the id to look up.
    @inlinable
    public func contains(_ element: Element) -> Bool {
        index.positions[element.id] != nil
    }
}
