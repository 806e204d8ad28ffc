import Foundation

extension IdentifiedList {
    /// Moves the elements at some positions to another position, keeping their order, as SwiftUI's `onMove`
    /// asks.
    ///
    /// O(n).
    ///
    /// - Parameters:
    ///   - source: Positions of the list. Like `Array`, a position out of range traps.
    ///   - destination: Where to move them, a position counted before the move, from `0` to `count`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        precondition(destination >= 0 && destination <= count, "IdentifiedList index out of range")
        guard let first = source.first, let last = source.last else { return }
        precondition(first >= 0 && last < count, "IdentifiedList index out of range")
        let elements = trie.allElements
        var moved = ContiguousArray<Element>()
        var kept = ContiguousArray<Element>()
        var keptBeforeDestination = 0
        for (position, element) in elements.enumerated() {
            if source.contains(position) {
                moved.append(element)
            } else {
                kept.append(element)
                if position < destination {
                    keptBeforeDestination += 1
                }
            }
        }
        kept.insert(contentsOf: moved, at: keptBeforeDestination)
        rebuild(from: kept)
    }
}
