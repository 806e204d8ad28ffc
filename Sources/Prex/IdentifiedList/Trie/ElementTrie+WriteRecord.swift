/// The write record: what a trie remembers of its last write, so that a difference from the version before it reads
/// one position instead of walking two tries (what a store's listener for a list of scoped children does after each
/// element action).
///
/// The record is ``ElementTrie/writtenFrom`` (the root of the earlier version) and the root's
/// ``TrieNode/writtenPosition`` (the position written since). Invariant: when `writtenFrom` is set, it is not the
/// root, the position is below the count, and the earlier version shares with this trie every node off the path to
/// that position: the two differ at that position at most.
///
/// `writtenFrom` is a strong reference, and that is what makes `===` on it a proof: while the trie holds the node,
/// no other node can be allocated at its address, and the node cannot be written (a node is written only while its
/// list holds the one reference to it), so a trie whose root is `writtenFrom` is exactly that earlier version. Nodes
/// hold no such reference, so versions never form a chain: what lives on is the earlier version's path (a node per
/// level) until the next write that copies the root. The position is kept in the root (which the trie holds alone
/// when it sets it), so that a list is four words, which a state copies with a few retains.
extension ElementTrie {
    /// Records a write at `position`, making the root unique first: a root copied from a shared one starts a new
    /// record (the shared root is the version before this write); a root written in place keeps the record only if
    /// it is for the same position. O(1), plus the root's copy.
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
