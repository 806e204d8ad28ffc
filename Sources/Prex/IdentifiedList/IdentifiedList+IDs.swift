extension IdentifiedList {
    /// The ids of an ``IdentifiedList``'s elements, in order, as ``IdentifiedList/ids`` returns them.
    ///
    /// A snapshot view of the list's own index: making it copies nothing; `contains(_:)` and `firstIndex(of:)` are
    /// O(1) expected; a later change to the list does not change it. It compares with another view or with an
    /// array of ids, in order (`list.ids == [1, 2]`). Any thread, like any value.
    public struct IDs: RandomAccessCollection, Sendable, Hashable, CustomStringConvertible,
        CustomDebugStringConvertible
    {
        /// A position of an id: its offset, from `0` to `count - 1`.
        public typealias Index = Int
        /// The positions of the ids: `0..<count`.
        public typealias Indices = Range<Int>

        let index: IDIndex<Element.ID>

        init(index: IDIndex<Element.ID>) {
            self.index = index
        }

        /// The position of the first id: always `0`.
        public var startIndex: Int { 0 }

        /// The position after the last id: the count. O(1).
        public var endIndex: Int { index.ids.count }

        /// The id at a position; like `Array`, one out of range traps. O(1).
        public subscript(position: Int) -> Element.ID { index.ids[position] }

        /// Whether the list has an element with the id. O(1) expected.
        public func contains(_ id: Element.ID) -> Bool {
            index.positions[id] != nil
        }

        /// The position of the id, or `nil` when the list has no element with it. O(1) expected.
        public func firstIndex(of id: Element.ID) -> Int? {
            index.positions[id]
        }

        /// The ids as an array describes them, such as `[1, 2]`. O(n).
        public var description: String { index.ids.description }

        /// The ids as an array describes them for debugging. O(n).
        public var debugDescription: String { index.ids.debugDescription }

        /// Whether two views hold the same ids in the same order. O(1) when they view the same index (versions of a
        /// list that differ only by element updates), O(n) otherwise.
        public static func == (lhs: IDs, rhs: IDs) -> Bool {
            lhs.index === rhs.index || lhs.index.ids == rhs.index.ids
        }

        /// Whether the view holds the ids of the array, in the same order. O(n).
        public static func == (lhs: IDs, rhs: [Element.ID]) -> Bool {
            lhs.index.ids == rhs
        }

        /// Whether the array holds the ids of the view, in the same order. O(n).
        public static func == (lhs: [Element.ID], rhs: IDs) -> Bool {
            lhs == rhs.index.ids
        }

        /// Whether the view and the array differ. O(n).
        public static func != (lhs: IDs, rhs: [Element.ID]) -> Bool {
            !(lhs == rhs)
        }

        /// Whether the array and the view differ. O(n).
        public static func != (lhs: [Element.ID], rhs: IDs) -> Bool {
            !(lhs == rhs)
        }

        /// Hashes the ids, in order, as an array of them hashes. O(n).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(index.ids)
        }
    }
}

extension IdentifiedList.IDs: ExpressibleByArrayLiteral {
    /// The ids written as a literal, in order, for comparing a list's ids in a test: `#expect(list.ids == [1, 2])`,
    /// `XCTAssertEqual(list.ids, [1, 2])`. The ids are kept as written (an id written twice makes a view no list's
    /// ids equal); the position of such an id is its first. O(n).
    public init(arrayLiteral ids: Element.ID...) {
        var positions = [Element.ID: Int](minimumCapacity: ids.count)
        for (position, id) in ids.enumerated() where positions[id] == nil {
            positions[id] = position
        }
        self.init(index: IDIndex(ids: ids, positions: positions))
    }
}
