import Foundation

extension IdentifiedList {
    /// Removes the elements at some positions, as SwiftUI's `onDelete` asks.
    ///
    /// O(n): one pass that builds the list's storage anew, or what ``removeLast()`` costs per element when the
    /// positions are the last ones.
    ///
    /// - Parameter offsets: Positions of the list. Like `Array`, a position out of range traps.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard let first = offsets.first, let last = offsets.last else { return }
        precondition(first >= 0 && last < count, "IdentifiedList index out of range")
        if offsets.count == count - first {  // a suffix
            for _ in first..<count {
                removeLast()
            }
            return
        }
        let elements = trie.allElements
        var kept = ContiguousArray<Element>()
        kept.reserveCapacity(count - offsets.count)
        var start = 0
        for range in offsets.rangeView {
            kept.append(contentsOf: elements[start..<range.lowerBound])
            start = range.upperBound
        }
        kept.append(contentsOf: elements[start...])
        rebuild(from: kept)
    }

    /// Removes the elements that satisfy a predicate, keeping the others in order.
    ///
    /// O(n): one pass of the predicate; when it removes any element, the list's storage is built anew in the same
    /// pass, and when it removes none, the list (and the storage it shares with other versions) is unchanged. If the
    /// predicate throws, the list is unchanged.
    ///
    /// - Parameter shouldBeRemoved: Whether an element goes.
    @inlinable
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        self = try filter { try !shouldBeRemoved($0) }
    }

    /// Removes the first element and returns it; the list must not be empty (like `Array`, an empty list traps).
    ///
    /// O(n), or what ``removeLast()`` costs when it is the only element.
    ///
    /// - Returns: The removed element.
    @inlinable
    @discardableResult
    public mutating func removeFirst() -> Element {
        precondition(!isEmpty, "can't remove the first element of an empty IdentifiedList")
        return remove(at: 0)
    }

    /// Removes the element with the id of `element`, and returns it (as it was in the list), or returns `nil` when
    /// no element has that id.
    ///
    /// Ids are compared, as `IdentifiedArray`'s method of the same name does; the rest of `element` is not. Costs
    /// what ``remove(id:)`` costs.
    ///
    /// - Parameter element: An element with the id of the one to remove.
    /// - Returns: The removed element, or `nil`.
    @inlinable
    @discardableResult
    public mutating func remove(_ element: Element) -> Element? {
        remove(id: element.id)
    }
}
