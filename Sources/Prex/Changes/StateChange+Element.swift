extension StateChange {
    /// The element at `index` of the collection at `keyPath`, or `nil` when it is the same in `old` and `new`:
    /// what a row's view asks on every change, as `if let item = change.changedElement(at: row, in: \.items)`.
    ///
    /// Prefer it to `changedProperty(for: \.items[row])`, whose key path is allocated at each call and read by the
    /// runtime's generic key path code: here `\.items` is a literal read directly, and nothing is allocated. An
    /// index outside the collection reads as `nil` (never a trap). Cost: two index reads and one `==`; any thread.
    ///
    /// - Returns: The element's new value (`nil` when `index` is outside the new collection), or `nil` when it
    ///   did not change; always non-nil for a forced reflect (`old == nil`).
    @inlinable @inline(__always)
    public func changedElement<Elements: RandomAccessCollection>(
        at index: Elements.Index, in keyPath: KeyPath<State, Elements>
    ) -> PropertyChange<Elements.Element?>? where Elements.Element: Equatable {
        let value = Self.element(at: index, of: new[keyPath: keyPath])
        if let old, Self.element(at: index, of: old[keyPath: keyPath]) == value {
            return nil
        }
        return PropertyChange(value: value)
    }

    /// The element with `id` of the list at `keyPath`, or `nil` when it is the same in `old` and `new`; see
    /// ``changedElement(at:in:)``. Cost: two lookups by id and one `==`; any thread.
    ///
    /// - Returns: The element's new value (`nil` when the new list has no element with `id`), or `nil` when it
    ///   did not change; always non-nil for a forced reflect (`old == nil`).
    @inlinable @inline(__always)
    public func changedElement<Element: Identifiable & Equatable>(
        id: Element.ID, in keyPath: KeyPath<State, IdentifiedList<Element>>
    ) -> PropertyChange<Element?>? where Element.ID: Sendable {
        let value = new[keyPath: keyPath][id: id]
        if let old, old[keyPath: keyPath][id: id] == value {
            return nil
        }
        return PropertyChange(value: value)
    }

    @inlinable
    static func element<Elements: RandomAccessCollection>(at index: Elements.Index, of elements: Elements)
        -> Elements.Element?
    {
        index >= elements.startIndex && index < elements.endIndex ? elements[index] : nil
    }
}
