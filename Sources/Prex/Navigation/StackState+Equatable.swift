extension StackState.Entry: Equatable where Element: Equatable {
    @inlinable
    static func == (lhs: StackState.Entry, rhs: StackState.Entry) -> Bool {
        lhs.id == rhs.id && lhs.element == rhs.element
    }
}

extension StackState: Equatable where Element: Equatable {
    /// Whether the two paths have the same elements with the same ids, and will make the same next id. Versions of
    /// one stack compare in what changed between them (shared nodes are skipped); O(n) otherwise.
    public static func == (lhs: StackState, rhs: StackState) -> Bool {
        guard lhs.count == rhs.count, lhs.nextID == rhs.nextID else { return false }
        guard lhs.entries.count == rhs.entries.count else {
            return lhs.allEntries.elementsEqual(rhs.allEntries)
        }
        return lhs.tail == rhs.tail
            && (lhs.entries.root === rhs.entries.root
                || lhs.entries.forEachDifferingPosition(from: rhs.entries) { _, _ in false })
    }
}

extension StackState: Hashable where Element: Hashable {
    /// Hashes the ids, the elements and the next id. O(n).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(nextID)
        for position in indices {
            let entry = entry(at: position)
            hasher.combine(entry.id)
            hasher.combine(entry.element)
        }
    }
}
