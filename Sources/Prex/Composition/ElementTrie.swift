/// The elements of an ``IdentifiedList`` by position: a persistent trie of 32-way nodes.
///
/// Leaves hold up to 32 elements, branches up to 32 children; every leaf but the last is full, so the position
/// `i` is found by its bits, five per level, and the trie's shape is a function of its count alone. Writing a
/// position copies the nodes on its path that another version shares (O(log₃₂ n) nodes of at most 32 entries)
/// and writes the others in place; two versions share every node off that path.
@usableFromInline
struct ElementTrie<Element: Sendable>: Sendable {
    @usableFromInline typealias Node = TrieNode<Element>

    /// Bits of a position per level.
    @inlinable static var bits: Int { 5 }
    /// Entries per node.
    @inlinable static var width: Int { 32 }
    /// Mask of a position's bits within a level.
    @inlinable static var mask: Int { 31 }

    /// The top node: a leaf when `shift` is 0, otherwise a branch.
    @usableFromInline
    var root: Node
    /// How far to shift a position right to find the root's child: 5 per level below the root.
    @usableFromInline
    var shift: Int
    /// The number of elements.
    @usableFromInline
    var count: Int

    /// An empty trie.
    @inlinable
    init() {
        root = Node(elements: [])
        shift = 0
        count = 0
    }

    /// A trie of `elements`, in order. O(n).
    @inlinable
    init<C: Collection>(elements: C) where C.Element == Element {
        count = elements.count
        var nodes = ContiguousArray<Node>()
        nodes.reserveCapacity((count + Self.mask) / Self.width)
        var start = elements.startIndex
        while start != elements.endIndex {
            let end = elements.index(start, offsetBy: Self.width, limitedBy: elements.endIndex) ?? elements.endIndex
            nodes.append(Node(elements: ContiguousArray(elements[start..<end])))
            start = end
        }
        shift = 0
        while nodes.count > 1 {
            var parents = ContiguousArray<Node>()
            parents.reserveCapacity((nodes.count + Self.mask) / Self.width)
            var first = 0
            while first < nodes.count {
                let last = min(first + Self.width, nodes.count)
                parents.append(Node(children: ContiguousArray(nodes[first..<last])))
                first = last
            }
            nodes = parents
            shift += Self.bits
        }
        root = nodes.first ?? Node(elements: [])
    }

    /// The leaf that holds `position`, which must be below `count`. O(log n).
    @inlinable
    func leaf(containing position: Int) -> Node {
        var node = root
        var shift = self.shift
        while shift > 0 {
            node = node.children[(position >> shift) & Self.mask]
            shift -= Self.bits
        }
        return node
    }

    /// The element at `position`, which must be below `count`. O(log n).
    @inlinable
    func element(at position: Int) -> Element {
        leaf(containing: position).elements[position & Self.mask]
    }

    /// The leaf that holds `position` (below `count`), ready to be written: the nodes on its path that another
    /// version shares are copied first, so every node on the path, and its array, belongs to this trie. O(log n).
    @inlinable
    mutating func uniqueLeaf(containing position: Int) -> Node {
        Self.uniqueLeaf(&root, shift: shift, position: position)
    }

    @inlinable
    static func uniqueLeaf(_ node: inout Node, shift: Int, position: Int) -> Node {
        if !isKnownUniquelyReferenced(&node) {
            node = node.copy()
        }
        if shift == 0 {
            return node
        }
        return uniqueLeaf(&node.children[(position >> shift) & mask], shift: shift - bits, position: position)
    }

    /// Replaces the element at `position`, which must be below `count`. O(log n).
    @inlinable
    mutating func replace(at position: Int, with element: Element) {
        uniqueLeaf(containing: position).elements[position & Self.mask] = element
    }

    /// Adds `element` at the end. O(log n).
    @inlinable
    mutating func append(_ element: Element) {
        if count == 1 << (shift + Self.bits) {
            root = Node(children: [root])
            shift += Self.bits
        }
        Self.append(element, to: &root, shift: shift, position: count)
        count += 1
    }

    @inlinable
    static func append(_ element: Element, to node: inout Node, shift: Int, position: Int) {
        if !isKnownUniquelyReferenced(&node) {
            node = node.copy()
        }
        if shift == 0 {
            node.elements.append(element)
            return
        }
        let child = (position >> shift) & mask
        if child == node.children.count {
            node.children.append(path(to: element, shift: shift - bits))
        } else {
            append(element, to: &node.children[child], shift: shift - bits, position: position)
        }
    }

    /// A chain of new nodes from `shift` down to a leaf that holds `element`.
    @inlinable
    static func path(to element: Element, shift: Int) -> Node {
        shift == 0 ? Node(elements: [element]) : Node(children: [path(to: element, shift: shift - bits)])
    }

    /// Removes and returns the last element; the trie must not be empty. O(log n).
    @inlinable
    mutating func removeLast() -> Element {
        let element = uniqueLeaf(containing: count - 1).elements.removeLast()
        lastLeafShrank()
        return element
    }

    /// Accounts for the last leaf's having lost its last element (the path to it made unique, as
    /// ``uniqueLeaf(containing:)`` makes it): drops the nodes left empty and the levels left with one child.
    /// O(log n).
    @inlinable
    mutating func lastLeafShrank() {
        count -= 1
        Self.dropEmptyNodes(under: root, shift: shift, position: count)
        while shift > 0 && root.children.count == 1 {
            root = root.children[0]
            shift -= Self.bits
        }
    }

    @inlinable
    static func dropEmptyNodes(under node: Node, shift: Int, position: Int) {
        guard shift > 0 else { return }
        let child = (position >> shift) & mask
        dropEmptyNodes(under: node.children[child], shift: shift - bits, position: position)
        if node.children[child].isEmpty {
            node.children.removeLast()
        }
    }

    /// Every element, in order. O(n).
    @inlinable
    var allElements: ContiguousArray<Element> {
        var elements = ContiguousArray<Element>()
        elements.reserveCapacity(count)
        Self.appendElements(of: root, to: &elements)
        return elements
    }

    @inlinable
    static func appendElements(of node: Node, to elements: inout ContiguousArray<Element>) {
        if node.children.isEmpty {
            elements.append(contentsOf: node.elements)
        } else {
            for child in node.children {
                appendElements(of: child, to: &elements)
            }
        }
    }
}

extension ElementTrie where Element: Equatable {
    /// Calls `body` with each position whose element differs (by `==`) from `old`'s, and this trie's element
    /// there, in order, until `body` returns `false`. `old` must have the same count. Nodes the two share are
    /// skipped in O(1) each, so the cost is O(d × log n) for `d` written leaves. Returns whether the walk ran to
    /// the end.
    @inlinable
    @discardableResult
    func forEachDifferingPosition(
        from old: ElementTrie, _ body: (_ position: Int, _ element: Element) -> Bool
    ) -> Bool {
        precondition(count == old.count, "tries of different counts have different shapes")
        return root === old.root || Self.forEachDifferingPosition(root, old.root, shift: shift, base: 0, body)
    }

    /// Walks two nodes that are not the same node. The shared children of a branch are skipped before the call
    /// (a call per child would cost more than the comparison: it passes along what `body` captures).
    @inlinable
    static func forEachDifferingPosition(
        _ new: Node, _ old: Node, shift: Int, base: Int, _ body: (Int, Element) -> Bool
    ) -> Bool {
        if shift == 0 {
            let newElements = new.elements  // read each node's array once
            let oldElements = old.elements
            precondition(newElements.count == oldElements.count)  // lets the loop drop the bounds checks
            for offset in newElements.indices where newElements[offset] != oldElements[offset] {
                if !body(base + offset, newElements[offset]) {
                    return false
                }
            }
            return true
        }
        let newChildren = new.children
        let oldChildren = old.children
        precondition(newChildren.count == oldChildren.count)
        for child in newChildren.indices where newChildren[child] !== oldChildren[child] {
            let next = base + (child << shift)
            if !forEachDifferingPosition(newChildren[child], oldChildren[child], shift: shift - bits, base: next, body)
            {
                return false
            }
        }
        return true
    }
}
