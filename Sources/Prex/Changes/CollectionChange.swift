/// What changed in a collection between two states, as `StateChange.difference(for:)` finds it: the positions
/// removed, inserted and moved, to update a list's rows instead of reloading it.
///
/// The indices follow a table view's batch update: ``removals`` and the `from` of ``moves`` are positions in the old
/// collection, ``insertions`` and the `to` of ``moves`` in the new one. A move counts as the removal at its `from`
/// and the insertion at its `to`: applying every removal, then every insertion, turns the old collection into the
/// new one. A plain `Sendable` value.
public struct CollectionChange: Hashable, Sendable {
    /// An element that moved: its position in the old collection and in the new one.
    public struct Move: Hashable, Sendable {
        /// The element's position in the old collection.
        public let from: Int
        /// The element's position in the new collection.
        public let to: Int

        /// Creates a move from old position `from` to new position `to`, for example to compare in a test.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Positions in the new collection of the elements that were inserted, in ascending order.
    public let insertions: [Int]
    /// Positions in the old collection of the elements that were removed, in ascending order.
    public let removals: [Int]
    /// Elements that moved, by position in the new collection; only `Identifiable` elements report moves.
    public let moves: [Move]
    /// The positions of the new elements when the change only added elements at the end (a next page; a full
    /// render appends every element); `nil` otherwise, and when nothing was added.
    public let appended: Range<Int>?

    /// Creates a change, for example to compare in a test: positions as the properties say, ascending; ``appended``
    /// is computed from them and `newCount`, the number of elements in the new collection.
    public init(insertions: [Int], removals: [Int] = [], moves: [Move] = [], newCount: Int) {
        self.insertions = insertions
        self.removals = removals
        self.moves = moves
        let start = newCount - insertions.count
        let isAppend =
            !insertions.isEmpty && removals.isEmpty && moves.isEmpty
            && insertions.first == start && insertions.last == newCount - 1
        appended = isAppend ? start..<newCount : nil
    }

    /// A pure append of `range`: O(1) to make, besides the array of insertions.
    init(appending range: Range<Int>) {
        insertions = Array(range)
        removals = []
        moves = []
        appended = range.isEmpty ? nil : range
    }

    /// Whether nothing was inserted, removed or moved.
    public var isEmpty: Bool {
        insertions.isEmpty && removals.isEmpty && moves.isEmpty
    }
}
