import Foundation

extension IdentifiedList {
    /// Removes the elements at some positions (like `Array`, one out of range traps), as SwiftUI's `onDelete` asks.
    /// O(n), one pass; what ``removeLast()`` costs per element when the positions are the last ones.
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

    /// Removes the elements that satisfy a predicate, keeping the others in order. O(n), one pass; when it removes
    /// none, or throws, the list (and the storage it shares with other versions) is unchanged.
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        self = try filter { try !shouldBeRemoved($0) }
    }

    /// Removes the first element and returns it; like `Array`, an empty list traps. O(n), or what ``removeLast()``
    /// costs when it is the only element.
    @discardableResult
    public mutating func removeFirst() -> Element {
        precondition(!isEmpty, "can't remove the first element of an empty IdentifiedList")
        return remove(at: 0)
    }

    /// Removes the element with the id of `element` (only ids are compared, as in `IdentifiedArray`) and returns it
    /// as it was in the list, or `nil` when none has that id. Costs what ``remove(id:)`` costs.
    @discardableResult
    public mutating func remove(_ element: Element) -> Element? {
        remove(id: element.id)
    }
}
