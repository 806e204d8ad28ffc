/// The elements of an ``IdentifiedList`` by position: a persistent trie of 32-way nodes.
///
/// Leaves hold up to 32 slots, branches up to 32 children; every leaf but the last is full, so the position
/// `i` is found by its bits, five per level, and the trie's shape is a function of its count alone. Writing a
/// position copies the nodes on its path that another version shares (O(log₃₂ n) nodes of at most 32 entries)
/// and writes the others in place; two versions share every node off that path.
@usableFromInline
struct ElementTrie<Element: Sendable>: Sendable {
    @usableFromInline typealias Slot = TrieSlot<Element>
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
    /// The number of slots.
    @usableFromInline
    var count: Int

    /// An empty trie.
    @inlinable
    init() {
        root = Node(slots: [])
        shift = 0
        count = 0
    }

    /// A trie of `slots`, in order. O(n).
    @inlinable
    init<C: Collection>(slots: C) where C.Element == Slot {
        count = slots.count
        var nodes = ContiguousArray<Node>()
        nodes.reserveCapacity((count + Self.mask) / Self.width)
        var start = slots.startIndex
        while start != slots.endIndex {
            let end = slots.index(start, offsetBy: Self.width, limitedBy: slots.endIndex) ?? slots.endIndex
            nodes.append(Node(slots: ContiguousArray(slots[start..<end])))
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
        root = nodes.first ?? Node(slots: [])
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

    /// The slot at `position`, which must be below `count`. O(log n).
    @inlinable
    func slot(at position: Int) -> Slot {
        leaf(containing: position).slots[position & Self.mask]
    }

    /// Calls `body` with the slot at `position` (below `count`) to write it, after copying the nodes on its path
    /// that another version shares. O(log n).
    @inlinable
    mutating func update<Result>(at position: Int, _ body: (inout Slot) throws -> Result) rethrows -> Result {
        try Self.update(&root, shift: shift, position: position, body)
    }

    @inlinable
    static func update<Result>(
        _ node: inout Node, shift: Int, position: Int, _ body: (inout Slot) throws -> Result
    ) rethrows -> Result {
        if !isKnownUniquelyReferenced(&node) {
            node = node.copy()
        }
        if shift == 0 {
            return try body(&node.slots[position & mask])
        }
        return try update(&node.children[(position >> shift) & mask], shift: shift - bits, position: position, body)
    }

    /// Adds `slot` at the end. O(log n).
    @inlinable
    mutating func append(_ slot: Slot) {
        if count == 1 << (shift + Self.bits) {
            root = Node(children: [root])
            shift += Self.bits
        }
        Self.append(slot, to: &root, shift: shift, position: count)
        count += 1
    }

    @inlinable
    static func append(_ slot: Slot, to node: inout Node, shift: Int, position: Int) {
        if !isKnownUniquelyReferenced(&node) {
            node = node.copy()
        }
        if shift == 0 {
            node.slots.append(slot)
            return
        }
        let child = (position >> shift) & mask
        if child == node.children.count {
            node.children.append(path(to: slot, shift: shift - bits))
        } else {
            append(slot, to: &node.children[child], shift: shift - bits, position: position)
        }
    }

    /// A chain of new nodes from `shift` down to a leaf that holds `slot`.
    @inlinable
    static func path(to slot: Slot, shift: Int) -> Node {
        shift == 0 ? Node(slots: [slot]) : Node(children: [path(to: slot, shift: shift - bits)])
    }

    /// Removes and returns the last slot; the trie must not be empty. O(log n).
    @inlinable
    mutating func removeLast() -> Slot {
        let slot = Self.removeLast(from: &root, shift: shift, position: count - 1)
        count -= 1
        while shift > 0 && root.children.count == 1 {
            root = root.children[0]
            shift -= Self.bits
        }
        return slot
    }

    @inlinable
    static func removeLast(from node: inout Node, shift: Int, position: Int) -> Slot {
        if !isKnownUniquelyReferenced(&node) {
            node = node.copy()
        }
        if shift == 0 {
            return node.slots.removeLast()
        }
        let child = (position >> shift) & mask
        let slot = removeLast(from: &node.children[child], shift: shift - bits, position: position)
        if node.children[child].isEmpty {
            node.children.removeLast()
        }
        return slot
    }

    /// Every slot, in order. O(n).
    @inlinable
    var allSlots: ContiguousArray<Slot> {
        var slots = ContiguousArray<Slot>()
        slots.reserveCapacity(count)
        Self.appendSlots(of: root, to: &slots)
        return slots
    }

    @inlinable
    static func appendSlots(of node: Node, to slots: inout ContiguousArray<Slot>) {
        if node.children.isEmpty {
            slots.append(contentsOf: node.slots)
        } else {
            for child in node.children {
                appendSlots(of: child, to: &slots)
            }
        }
    }

    /// Calls `body` with each position whose slot differs from `old`'s (a different write), in order. `old` must
    /// have the same count. Nodes the two share are skipped in O(1) each, so the cost is O(d × log n) for `d`
    /// differing slots.
    @inlinable
    func forEachDifferingPosition(from old: ElementTrie, _ body: (_ position: Int, _ new: Slot, _ old: Slot) throws -> Void)
        rethrows
    {
        precondition(count == old.count, "tries of different counts have different shapes")
        try Self.forEachDifferingPosition(root, old.root, shift: shift, base: 0, body)
    }

    @inlinable
    static func forEachDifferingPosition(
        _ new: Node, _ old: Node, shift: Int, base: Int, _ body: (Int, Slot, Slot) throws -> Void
    ) rethrows {
        if new === old {
            return
        }
        if shift == 0 {
            let newSlots = new.slots  // read each node's array once: one retain, one exclusivity check
            let oldSlots = old.slots
            for offset in newSlots.indices where newSlots[offset].stamp != oldSlots[offset].stamp {
                try body(base + offset, newSlots[offset], oldSlots[offset])
            }
            return
        }
        let newChildren = new.children
        let oldChildren = old.children
        for child in newChildren.indices {
            try forEachDifferingPosition(
                newChildren[child], oldChildren[child], shift: shift - bits, base: base + (child << shift), body)
        }
    }
}
