/// What changed in a collection between two states: the positions removed, inserted and moved.
///
/// Ask a ``StateChange`` for one with `difference(for:)`, and update a list's rows instead of
/// reloading it. The indices follow the rules of a table view's batch update: ``removals`` and the `from`
/// of ``moves`` are positions in the old collection; ``insertions`` and the `to` of ``moves`` are positions
/// in the new one. A move counts as the removal at its `from` and the insertion at its `to`: apply every
/// removal, then every insertion, and the old collection becomes the new one.
///
/// ```swift
/// func reflect(change: StateChange<SearchState>) {
///     guard let difference = change.difference(for: \.repositories) else { return }  // unchanged
///     if let appended = difference.appended {
///         printRows(appended)                 // the next page: only the new rows
///     } else {
///         reloadTable()
///     }
/// }
/// ```
///
/// A plain value: `Sendable`, and cheap to copy when the change is small.
public struct CollectionChange: Hashable, Sendable {
    /// An element that moved: its position in the old collection and in the new one.
    public struct Move: Hashable, Sendable {
        /// The element's position in the old collection.
        public let from: Int
        /// The element's position in the new collection.
        public let to: Int

        /// Creates a move, for example to compare with a computed one in a test.
        ///
        /// - Parameters:
        ///   - from: The element's position in the old collection.
        ///   - to: The element's position in the new collection.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Positions in the new collection of the elements that were inserted, in ascending order.
    public let insertions: [Int]
    /// Positions in the old collection of the elements that were removed, in ascending order.
    public let removals: [Int]
    /// Elements that moved, ordered by their position in the new collection. Only collections of
    /// `Identifiable` elements report moves; others report a removal and an insertion instead.
    public let moves: [Move]
    /// The positions of the new elements when the change only added elements at the end (a next page);
    /// `nil` otherwise, and when nothing was added.
    ///
    /// A full render (a change with no old state) counts as appending every element.
    public let appended: Range<Int>?

    /// Creates a change, for example to compare with a computed one in a test.
    ///
    /// ``appended`` is computed: it is the range of the insertions when there are neither removals nor moves
    /// and the insertions are the last `insertions.count` positions of a collection of `newCount` elements.
    ///
    /// - Parameters:
    ///   - insertions: Positions in the new collection, ascending.
    ///   - removals: Positions in the old collection, ascending.
    ///   - moves: Positions in the old and new collections of elements that moved.
    ///   - newCount: The number of elements in the new collection.
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
