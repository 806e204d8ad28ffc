/// The write record: what a trie remembers of its last write, so that a difference from the version before it reads
/// one position instead of walking two tries (a store's listener for scoped rows, after each element action).
///
/// The record is ``ElementTrie/writtenFrom`` (the earlier version's root) and the root's ``TrieNode/writtenPosition``.
/// Invariant: when `writtenFrom` is set, it is not the root, the position is below the count, and the earlier version
/// shares every node off the path to that position: the two differ at that position at most.
///
/// `===` on `writtenFrom` is a proof because it is a strong reference: while the trie holds the node, no other node
/// can be allocated at its address, and the node cannot be written (only a list holding its one reference writes
/// it), so a trie whose root is `writtenFrom` is exactly that version. Nodes hold no such reference, so versions
/// never chain: only the earlier path lives on, until the next write copies the root. The position lives in the
/// root (held alone when set), keeping a list at four words.
extension ElementTrie {
    /// Records a write at `position`, making the root unique first: a root copied from a shared one starts a record;
    /// a root written in place keeps it only for the same position. O(1), plus the root's copy.
    @inlinable
    mutating func recordWrite(at position: Int) {
        if let shared = makeRootUnique() {
            writtenFrom = shared
            root.writtenPosition = position
        } else if root.writtenPosition != position {
            writtenFrom = nil
        }
    }

    /// The one position at which this trie and `old` can differ, when one of them is the other with one position
    /// written since; `nil` otherwise. O(1).
    @inlinable
    func onlyWrittenPosition(comparedWith old: ElementTrie) -> Int? {
        if writtenFrom === old.root {
            return root.writtenPosition
        }
        if old.writtenFrom === root {
            return old.root.writtenPosition
        }
        return nil
    }

    /// What breaks the write record's invariant, one line each; empty when it holds. O(log n).
    func writeRecordViolations() -> [String] {
        guard let earlier = writtenFrom else { return [] }
        let position = root.writtenPosition
        guard earlier !== root else { return ["the write record names the root itself"] }
        guard 0 <= position && position < count else {
            return ["the written position \(position) is not below the count \(count)"]
        }
        var violations: [String] = []
        var node = root
        var old = earlier
        var shift = self.shift
        while shift > Self.leafShift {
            let onPath = (position >> shift) & Self.branchMask
            for index in 0..<Self.branchWidth where index != onPath && !node.sharesChild(index, with: old) {
                violations.append("the earlier version does not share child \(index) at shift \(shift)")
            }
            guard let child = node.child(onPath), let oldChild = old.child(onPath) else {
                return violations + ["the earlier version has no node on the path at shift \(shift)"]
            }
            node = child
            old = oldChild
            shift -= Self.branchBits
        }
        if old.child0 != nil || old.elements.count != node.elements.count {
            violations.append("the earlier version's leaf on the path is not a leaf of the same count")
        }
        return violations
    }
}
