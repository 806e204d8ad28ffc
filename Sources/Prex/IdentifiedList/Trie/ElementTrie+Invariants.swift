extension ElementTrie {
    /// The trie's invariants that fail, one line each; empty when they all hold. O(n); for tests only.
    ///
    /// - Every leaf but the last holds ``leafWidth`` elements; the last holds 1 to ``leafWidth`` (none only in the
    ///   empty trie's root); the leaves hold ``count`` elements in all.
    /// - The shape is a function of the count: every leaf is ``shift`` levels below the root, a branch holds no
    ///   elements and 1 to ``branchWidth`` children as a prefix, a leaf no children, a root branch two or more.
    /// - The write record holds (see ``writtenFrom``).
    func invariantViolations() -> [String] {
        var violations: [String] = []
        var leafCounts: [Int] = []
        Self.collectLeafCounts(under: root, shift: shift, path: "root", into: &leafCounts, violations: &violations)
        for (leaf, elements) in leafCounts.enumerated() {
            let isLast = leaf == leafCounts.count - 1
            if !isLast && elements != Self.leafWidth {
                violations.append("leaf \(leaf) of \(leafCounts.count) holds \(elements) elements, not all")
            } else if isLast && (elements > Self.leafWidth || (elements == 0 && count != 0)) {
                violations.append("the last leaf holds \(elements) elements")
            }
        }
        if leafCounts.reduce(0, +) != count {
            violations.append("the leaves hold \(leafCounts.reduce(0, +)) elements, the count is \(count)")
        }
        if shift > Self.leafShift && root.child1 == nil {
            violations.append("the root branch has one child: a level too many for \(count) elements")
        }
        violations += writeRecordViolations()
        return violations
    }

    /// Appends the element count of each leaf under `node`, in order, and what breaks a node's shape.
    static func collectLeafCounts(
        under node: Node, shift: Int, path: String, into leafCounts: inout [Int], violations: inout [String]
    ) {
        if shift == leafShift {
            if node.child0 != nil {
                violations.append("\(path): a leaf with children")
            }
            leafCounts.append(node.elements.count)
            return
        }
        if !node.elements.isEmpty {
            violations.append("\(path): a branch with elements")
        }
        if node.child0 == nil {
            violations.append("\(path): a branch without children")
        }
        var ended = false
        for index in 0..<branchWidth {
            guard let child = node.child(index) else {
                ended = true
                continue
            }
            if ended {
                violations.append("\(path): child \(index) after a missing one")
            }
            collectLeafCounts(
                under: child, shift: shift - branchBits, path: "\(path).\(index)", into: &leafCounts,
                violations: &violations)
        }
    }
}
