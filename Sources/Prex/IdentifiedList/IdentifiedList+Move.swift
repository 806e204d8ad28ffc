import Foundation

extension IdentifiedList {
    /// Moves the elements at `source` (like `Array`, a position out of range traps) to `destination`, from `0` to
    /// `count` counted before the move, keeping their order, as SwiftUI's `onMove` asks. O(n).
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
