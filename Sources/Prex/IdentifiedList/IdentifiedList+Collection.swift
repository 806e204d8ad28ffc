extension IdentifiedList: RandomAccessCollection {
    /// A position of an element: its offset, from `0` to `count - 1`.
    public typealias Index = Int
    /// The positions of the elements: `0..<count`.
    public typealias Indices = Range<Int>

    /// The position of the first element: always `0`.
    public var startIndex: Int { 0 }

    /// The position after the last element: the count. O(1).
    public var endIndex: Int { trie.count }

    /// The number of elements. O(1).
    public var count: Int { trie.count }

    /// Whether the list has no elements. O(1).
    public var isEmpty: Bool { trie.count == 0 }

    /// Returns an iterator over the elements, in order. O(1); a whole iteration is O(n).
    @inlinable
    public func makeIterator() -> Iterator {
        Iterator(trie: trie)
    }

    /// An iterator over the elements of an ``IdentifiedList``, in order: it reads a leaf of up to 32 elements
    /// at a time.
    public struct Iterator: IteratorProtocol {
        @usableFromInline
        let trie: ElementTrie<Element>
        @usableFromInline
        var leaf: ContiguousArray<Element> = []
        @usableFromInline
        var offsetInLeaf = 0
        @usableFromInline
        var position = 0

        @usableFromInline
        init(trie: ElementTrie<Element>) {
            self.trie = trie
        }

        /// Returns the next element, or `nil` after the last. O(1) on average (O(log₈ n) at the start of each leaf).
        @inlinable
        public mutating func next() -> Element? {
            if offsetInLeaf == leaf.count {
                guard position < trie.count else { return nil }
                leaf = trie.leaf(containing: position).elements
                offsetInLeaf = 0
            }
            let element = leaf[offsetInLeaf]
            offsetInLeaf += 1
            position += 1
            return element
        }
    }
}

extension IdentifiedList: ExpressibleByArrayLiteral {
    /// Creates a list of the elements, in order, as ``init(_:)`` makes one (a duplicate id never traps). O(n).
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}
