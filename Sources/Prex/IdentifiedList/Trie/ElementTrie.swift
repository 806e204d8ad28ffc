/// The elements of an ``IdentifiedList`` by position: a persistent trie of 8-way branches over leaves of 32.
///
/// Every leaf but the last is full, so a position is found by its bits (five in the leaf, three per branch level)
/// and the shape is a function of the count alone. Writing a position copies the nodes on its path that another
/// version shares and writes the others in place: two versions share every node off that path. The last write is
/// remembered in the write record (`ElementTrie+WriteRecord.swift`); ``invariantViolations()`` checks the invariants.
@usableFromInline
struct ElementTrie<Element: Sendable>: Sendable {
    @usableFromInline typealias Node = TrieNode<Element>

    /// Bits of a position that pick the element in its leaf.
    @inlinable static var leafBits: Int { 5 }
    /// Elements per leaf.
    @inlinable static var leafWidth: Int { 1 << leafBits }
    /// Mask of a position's offset in its leaf.
    @inlinable static var leafMask: Int { leafWidth - 1 }
    /// Bits of a position per branch level.
    @inlinable static var branchBits: Int { 3 }
    /// Children per branch.
    @inlinable static var branchWidth: Int { 1 << branchBits }
    /// Mask of a position's bits within a branch level.
    @inlinable static var branchMask: Int { branchWidth - 1 }
    /// The `shift` of a leaf: a node of shift `s` holds up to `1 << (s + branchBits)` elements; a branch of shift `s`
    /// finds a position's child at `(position >> s) & branchMask`, of shift `s - branchBits`.
    @inlinable static var leafShift: Int { leafBits - branchBits }

    /// The top node: a leaf when ``shift`` is ``leafShift``, otherwise a branch.
    @usableFromInline
    var root: Node
    /// The number of elements.
    @usableFromInline
    var count: Int
    /// The root of an earlier version that this trie differs from only by the element at the root's
    /// ``TrieNode/writtenPosition``, or `nil`: set when a write copies a shared root, kept while later writes go to
    /// the same position, cleared by any other change (invariant and proof: `ElementTrie+WriteRecord.swift`).
    @usableFromInline
    var writtenFrom: Node?

    /// The root's shift: ``leafShift``, plus ``branchBits`` per branch level. Computed from the count, not stored,
    /// to keep a list at four words.
    @inlinable
    var shift: Int {
        Self.shift(forCount: count)
    }

    /// The shift of the root of a trie of `count` elements: the fewest branch levels whose leaves hold them.
    @inlinable
    static func shift(forCount count: Int) -> Int {
        // Positions up to `count - 1` need `bits` bits: five pick the element in a leaf, three more per level.
        let bits = Int.bitWidth - (count - 1).leadingZeroBitCount
        return count <= leafWidth ? leafShift : leafShift + (bits - leafBits + branchBits - 1) / branchBits * branchBits
    }

    /// An empty trie.
    init() {
        root = Node(elements: [])
        count = 0
    }

    /// A trie of `elements`, in order. O(n).
    init<C: Collection>(elements: C) where C.Element == Element {
        count = elements.count
        var nodes = ContiguousArray<Node>()
        nodes.reserveCapacity((count + Self.leafMask) / Self.leafWidth)
        var start = elements.startIndex
        while start != elements.endIndex {
            let end =
                elements.index(start, offsetBy: Self.leafWidth, limitedBy: elements.endIndex) ?? elements.endIndex
            nodes.append(Node(elements: ContiguousArray(elements[start..<end])))
            start = end
        }
        while nodes.count > 1 {
            var parents = ContiguousArray<Node>()
            parents.reserveCapacity((nodes.count + Self.branchMask) / Self.branchWidth)
            var first = 0
            while first < nodes.count {
                let last = min(first + Self.branchWidth, nodes.count)
                parents.append(Node(children: nodes[first..<last]))
                first = last
            }
            nodes = parents
        }
        root = nodes.first ?? Node(elements: [])
    }

    /// The leaf that holds `position`, which must be below `count`. O(log n).
    @inlinable
    func leaf(containing position: Int) -> Node {
        var node = root
        var shift = self.shift
        while shift > Self.leafShift {
            node = node.child((position >> shift) & Self.branchMask)!
            shift -= Self.branchBits
        }
        return node
    }

    /// The element at `position`, which must be below `count`. O(log n).
    @inlinable
    func element(at position: Int) -> Element {
        // Up to three branch levels (16,384 elements), one chain of loads that borrows each node (a loop would
        // retain and release each); the levels are told from the count by comparisons, cheaper than ``shift``.
        let offset = position & Self.leafMask
        if count <= Self.leafWidth {
            return root.elements[offset]
        }
        if count <= Self.leafWidth << Self.branchBits {
            return root.child(childIndex(position, 1))!.elements[offset]
        }
        if count <= Self.leafWidth << (2 * Self.branchBits) {
            return root.child(childIndex(position, 2))!.child(childIndex(position, 1))!.elements[offset]
        }
        if count <= Self.leafWidth << (3 * Self.branchBits) {
            return root.child(childIndex(position, 3))!.child(childIndex(position, 2))!
                .child(childIndex(position, 1))!.elements[offset]
        }
        return leaf(containing: position).elements[offset]
    }

    /// The index of `position`'s child in the branch `level` levels above the leaves.
    @inlinable
    func childIndex(_ position: Int, _ level: Int) -> Int {
        (position >> (Self.leafShift + level * Self.branchBits)) & Self.branchMask
    }

    /// The leaf that holds `position` (below `count`), its path copied where another version shares it, so that
    /// every node on it, and its array, belongs to this trie; records the write. O(log n). The caller writes the
    /// element at `position` only, or changes the structure and clears ``writtenFrom``.
    @inlinable
    mutating func uniqueLeaf(containing position: Int) -> Node {
        recordWrite(at: position)
        var node = root
        var shift = self.shift
        while shift > Self.leafShift {
            let child = (position >> shift) & Self.branchMask
            shift -= Self.branchBits
            node = node.uniqueChild(child, isLeaf: shift == Self.leafShift)
        }
        return node
    }

    /// Copies the root if another version shares it, and returns the shared root it replaced.
    @inlinable
    @discardableResult
    mutating func makeRootUnique() -> Node? {
        if isKnownUniquelyReferenced(&root) {
            return nil
        }
        let shared = root
        root = shift == Self.leafShift ? shared.copyLeaf() : shared.copyBranch()
        return shared
    }

    /// Replaces the element at `position`, which must be below `count`. O(log n).
    @usableFromInline
    mutating func replace(at position: Int, with element: Element) {
        uniqueLeaf(containing: position).elements[position & Self.leafMask] = element
    }

    /// Adds `element` at the end. O(log n).
    @usableFromInline
    mutating func append(_ element: Element) {
        let position = count
        var shift = self.shift
        if position == 1 << (shift + Self.branchBits) {
            count += 1
            writtenFrom = nil
            root = Node(root, Self.path(to: element, shift: shift))
            return
        }
        makeRootUnique()
        count += 1
        writtenFrom = nil
        var node = root
        while shift > Self.leafShift {
            let child = (position >> shift) & Self.branchMask
            shift -= Self.branchBits
            if node.child(child) == nil {
                node.setChild(child, to: Self.path(to: element, shift: shift))
                return
            }
            node = node.uniqueChild(child, isLeaf: shift == Self.leafShift)
        }
        node.elements.append(element)
    }

    /// A chain of new nodes from `shift` down to a leaf that holds `element`.
    static func path(to element: Element, shift: Int) -> Node {
        shift == leafShift ? Node(elements: [element]) : Node(path(to: element, shift: shift - branchBits))
    }

    /// Removes and returns the last element; the trie must not be empty. O(log n).
    @usableFromInline
    mutating func removeLast() -> Element {
        let element = uniqueLeaf(containing: count - 1).elements.removeLast()
        lastLeafShrank()
        return element
    }

    /// Accounts for the last leaf's having lost its last element (its path made unique by
    /// ``uniqueLeaf(containing:)``): drops the nodes left empty and the levels left with one child. O(log n).
    mutating func lastLeafShrank() {
        var shift = self.shift
        count -= 1
        writtenFrom = nil
        Self.dropEmptyNodes(under: root, shift: shift, position: count)
        while shift > Self.leafShift, root.child1 == nil, let only = root.child0 {
            root = only
            shift -= Self.branchBits
        }
    }

    static func dropEmptyNodes(under node: Node, shift: Int, position: Int) {
        guard shift > leafShift else { return }
        let index = (position >> shift) & branchMask
        guard let child = node.child(index) else { return }
        dropEmptyNodes(under: child, shift: shift - branchBits, position: position)
        if child.isEmpty {
            node.setChild(index, to: nil)
        }
    }

    /// Calls `update` with every element, in order, lent in place; copies each node another version shares once,
    /// and clears ``writtenFrom``. O(n).
    @inlinable
    mutating func updateEach(_ update: (inout Element) throws -> Void) rethrows {
        writtenFrom = nil
        makeRootUnique()
        try Self.updateEach(under: root, shift: shift, update)
    }

    /// Calls `update` with every element under `node`, which is uniquely referenced, making its children so first.
    @inlinable
    static func updateEach(under node: Node, shift: Int, _ update: (inout Element) throws -> Void) rethrows {
        if shift == leafShift {
            try node.updateElements(update)
            return
        }
        let childShift = shift - branchBits
        for index in 0..<branchWidth {
            guard node.child(index) != nil else { return }
            try updateEach(under: node.uniqueChild(index, isLeaf: childShift == leafShift), shift: childShift, update)
        }
    }

    /// Every element, in order. O(n).
    @usableFromInline
    var allElements: ContiguousArray<Element> {
        var elements = ContiguousArray<Element>()
        elements.reserveCapacity(count)
        Self.appendElements(of: root, shift: shift, to: &elements)
        return elements
    }

    static func appendElements(of node: Node, shift: Int, to elements: inout ContiguousArray<Element>) {
        if shift == leafShift {
            elements.append(contentsOf: node.elements)
            return
        }
        for index in 0..<branchWidth {
            guard let child = node.child(index) else { return }
            appendElements(of: child, shift: shift - branchBits, to: &elements)
        }
    }
}

extension ElementTrie where Element: Equatable {
    /// Calls `body` with each position whose element differs (by `==`) from `old`'s (of the same count), and the
    /// element there, in order, until `body` returns `false`; returns whether the walk ran to the end. Shared nodes
    /// are skipped in O(1) each: O(d × log n) for `d` written leaves.
    @inlinable
    @discardableResult
    func forEachDifferingPosition(
        from old: ElementTrie, _ body: (_ position: Int, _ element: Element) -> Bool
    ) -> Bool {
        precondition(count == old.count, "tries of different counts have different shapes")
        if root === old.root {
            return true
        }
        if let position = onlyWrittenPosition(comparedWith: old) {
            return Self.compare(at: position, of: self, old, body)
        }
        return Self.forEachDifferingPosition(root, old.root, shift: shift, base: 0, body)
    }

    /// ``forEachDifferingPosition(from:_:)`` over `old`'s positions, for an `old` with fewer elements: this trie may
    /// have more levels, `old`'s positions being under the first child of each. O(d × log n).
    @discardableResult
    func forEachDifferingPosition(
        inPrefix old: ElementTrie, _ body: (_ position: Int, _ element: Element) -> Bool
    ) -> Bool {
        precondition(count > old.count, "the old trie's positions are this trie's")
        var node = root
        var shift = self.shift
        let oldShift = old.shift
        while shift > oldShift, let first = node.child0 {
            node = first
            shift -= Self.branchBits
        }
        if node === old.root {
            return true
        }
        return Self.forEachDifferingPosition(node, old.root, shift: oldShift, base: 0, body)
    }

    /// Calls `body` with `position` and `new`'s element there if it differs from `old`'s.
    @inlinable
    static func compare(
        at position: Int, of new: ElementTrie, _ old: ElementTrie, _ body: (Int, Element) -> Bool
    ) -> Bool {
        let element = new.element(at: position)
        return element == old.element(at: position) || body(position, element)
    }

    /// Walks two distinct nodes over the positions under `old` (`new` has them all). Shared children are skipped by
    /// the caller: a call per child costs more than the comparison (it passes along what `body` captures).
    @inlinable
    static func forEachDifferingPosition(
        _ new: Node, _ old: Node, shift: Int, base: Int, _ body: (Int, Element) -> Bool
    ) -> Bool {
        if shift == leafShift {
            let newElements = new.elements  // read each node's array once
            let oldElements = old.elements
            precondition(newElements.count >= oldElements.count)
            for offset in oldElements.indices where newElements[offset] != oldElements[offset] {
                if !body(base + offset, newElements[offset]) {
                    return false
                }
            }
            return true
        }
        for index in 0..<branchWidth where !new.sharesChild(index, with: old) {
            // Not shared: past `old`'s last child, or present in both (`new` has every position `old` has).
            guard let oldChild = old.child(index), let newChild = new.child(index) else { return true }
            let next = base + (index << shift)
            if !forEachDifferingPosition(newChild, oldChild, shift: shift - branchBits, base: next, body) {
                return false
            }
        }
        return true
    }
}
