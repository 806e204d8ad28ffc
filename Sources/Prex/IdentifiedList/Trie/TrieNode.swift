/// A node of an ``ElementTrie``: a leaf holds up to 32 elements (children `nil`), a branch up to 8 children as a
/// prefix (elements empty; child `i` is present only if every child before it is).
///
/// The children are stored properties, not an array: copying a branch is one allocation and a retain per child,
/// with no buffer to allocate, copy or destroy. They serve `list-write-10000` (one element of 10,000 written, the
/// old version kept): an array of children costs 1.5× and 9 allocations per write instead of 6 (Benchmarks/README.md).
///
/// A node's identity says what it holds: versions that refer to the same node hold the same elements under it, so
/// comparisons skip it with `===`. Sound as `@unchecked Sendable` and `@exclusivity(unchecked)`: nodes hold only
/// `Sendable` values; a node is written only by ``ElementTrie`` and ``IdentifiedList``'s mutating members, on a path
/// made uniquely referenced first (a node referenced elsewhere, on any thread, is copied instead), so it then
/// belongs to the one list value held `inout` (exclusive) for the whole write, and no thread reads it meanwhile;
/// reads go through a list value. Two overlapping accesses would need two to the owning list, which static
/// exclusivity rejects: the run-time check (`swift_beginAccess`) is redundant.
@usableFromInline
final class TrieNode<Element: Sendable>: @unchecked Sendable {
    /// A leaf's elements, in order; empty in a branch.
    @usableFromInline @exclusivity(unchecked) var elements: ContiguousArray<Element>
    /// A branch's children, in order; `nil` in a leaf, and after a branch's last child.
    @usableFromInline @exclusivity(unchecked) var child0: TrieNode?
    @usableFromInline @exclusivity(unchecked) var child1: TrieNode?
    @usableFromInline @exclusivity(unchecked) var child2: TrieNode?
    @usableFromInline @exclusivity(unchecked) var child3: TrieNode?
    @usableFromInline @exclusivity(unchecked) var child4: TrieNode?
    @usableFromInline @exclusivity(unchecked) var child5: TrieNode?
    @usableFromInline @exclusivity(unchecked) var child6: TrieNode?
    @usableFromInline @exclusivity(unchecked) var child7: TrieNode?
    /// On the root of a trie with ``ElementTrie/writtenFrom``: the one position written since; meaningless otherwise.
    @usableFromInline @exclusivity(unchecked) var writtenPosition = 0

    /// A leaf.
    @inlinable
    init(elements: ContiguousArray<Element>) {
        self.elements = elements
    }

    /// A branch of up to 8 children, a prefix.
    @inlinable
    init(
        _ child0: TrieNode, _ child1: TrieNode? = nil, _ child2: TrieNode? = nil, _ child3: TrieNode? = nil,
        _ child4: TrieNode? = nil, _ child5: TrieNode? = nil, _ child6: TrieNode? = nil, _ child7: TrieNode? = nil
    ) {
        elements = []
        self.child0 = child0
        self.child1 = child1
        self.child2 = child2
        self.child3 = child3
        self.child4 = child4
        self.child5 = child5
        self.child6 = child6
        self.child7 = child7
    }

    /// A branch of `children`, from 1 to 8 nodes.
    convenience init<C: Collection>(children: C) where C.Element == TrieNode {
        precondition(!children.isEmpty && children.count <= 8, "a branch has 1 to 8 children")
        var nodes = children.makeIterator()
        self.init(
            nodes.next()!, nodes.next(), nodes.next(), nodes.next(), nodes.next(), nodes.next(), nodes.next(),
            nodes.next())
    }

    /// A leaf with the same elements; the array's storage is shared until one of them is written.
    @inlinable
    func copyLeaf() -> TrieNode {
        TrieNode(elements: elements)
    }

    /// A branch with the same children: one allocation, a retain per child.
    @inlinable
    func copyBranch() -> TrieNode {
        TrieNode(child0!, child1, child2, child3, child4, child5, child6, child7)
    }

    /// The child at `index` (0 to 7) of a branch, or `nil` past its last child.
    @inlinable
    func child(_ index: Int) -> TrieNode? {
        switch index {
        case 0: child0
        case 1: child1
        case 2: child2
        case 3: child3
        case 4: child4
        case 5: child5
        case 6: child6
        default: child7
        }
    }

    /// Whether this branch and `other` have the same node (or none) at `index` (0 to 7), compared without retains.
    @inlinable
    func sharesChild(_ index: Int, with other: TrieNode) -> Bool {
        switch index {
        case 0: child0 === other.child0
        case 1: child1 === other.child1
        case 2: child2 === other.child2
        case 3: child3 === other.child3
        case 4: child4 === other.child4
        case 5: child5 === other.child5
        case 6: child6 === other.child6
        default: child7 === other.child7
        }
    }

    /// Replaces the child at `index` (0 to 7) of a branch that is uniquely referenced.
    func setChild(_ index: Int, to node: TrieNode?) {
        switch index {
        case 0: child0 = node
        case 1: child1 = node
        case 2: child2 = node
        case 3: child3 = node
        case 4: child4 = node
        case 5: child5 = node
        case 6: child6 = node
        default: child7 = node
        }
    }

    /// The child at `index` (0 to 7, present) of a uniquely referenced branch, made uniquely referenced too: copied
    /// first if anything else refers to it.
    @inlinable
    func uniqueChild(_ index: Int, isLeaf: Bool) -> TrieNode {
        switch index {
        case 0: Self.makeUnique(&child0, isLeaf: isLeaf)
        case 1: Self.makeUnique(&child1, isLeaf: isLeaf)
        case 2: Self.makeUnique(&child2, isLeaf: isLeaf)
        case 3: Self.makeUnique(&child3, isLeaf: isLeaf)
        case 4: Self.makeUnique(&child4, isLeaf: isLeaf)
        case 5: Self.makeUnique(&child5, isLeaf: isLeaf)
        case 6: Self.makeUnique(&child6, isLeaf: isLeaf)
        default: Self.makeUnique(&child7, isLeaf: isLeaf)
        }
    }

    @inlinable
    static func makeUnique(_ node: inout TrieNode?, isLeaf: Bool) -> TrieNode {
        if !isKnownUniquelyReferenced(&node) {
            node = isLeaf ? node!.copyLeaf() : node!.copyBranch()
        }
        return node!
    }

    /// Whether the node holds nothing (a leaf without elements, a branch without children).
    var isEmpty: Bool { elements.isEmpty && child0 == nil }

    /// Calls `update` with each element of this uniquely referenced leaf, lent in place; the array's storage is
    /// copied first if another version shares it.
    ///
    /// Sound: `withUnsafeMutableBufferPointer` makes the storage unique once and lends it for the closure only; the
    /// pointer never escapes; `update` gets one element at a time `inout` and cannot reach the array (only the list's
    /// mutating members write the node, and the caller holds the list `inout`); the count does not change. Indexing
    /// instead checks sharing and bounds at every element (`list-bulk-1000`, Benchmarks/README.md).
    @inlinable
    func updateElements(_ update: (inout Element) throws -> Void) rethrows {
        try elements.withUnsafeMutableBufferPointer { buffer in
            for offset in buffer.indices {
                try update(&buffer[offset])
            }
        }
    }

    /// Moves the element at `offset` out of this leaf, which must be uniquely referenced, without copying it:
    /// the last element takes its place until ``putBack(_:at:)`` or ``closeGap(at:)``. O(1).
    @inlinable
    func takeElement(at offset: Int) -> Element {
        var element = elements.removeLast()
        if offset < elements.count {
            swap(&element, &elements[offset])
        }
        return element
    }

    /// Puts an element taken with ``takeElement(at:)`` (or its replacement) back at `offset`. O(1).
    @inlinable
    func putBack(_ element: Element, at offset: Int) {
        var element = element
        if offset < elements.count {
            swap(&element, &elements[offset])
        }
        elements.append(element)
    }

    /// After ``takeElement(at:)``, puts the other elements back in order, the leaf one short (at `offset`). O(32).
    @usableFromInline
    func closeGap(at offset: Int) {
        if offset < elements.count {
            elements.append(elements.remove(at: offset))
        }
    }
}
