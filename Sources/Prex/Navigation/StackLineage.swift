/// Which stack a ``StackState`` value is a version of: copies and the values made from them by its operations share
/// it; a value made by an initializer or decoded has its own. ``Mutation/forEach(stack:action:_:)`` gives a path
/// of another lineage assigned by a mutation the stack's next ids (``StackState/adopt(_:)``), so ids stay unique in
/// the life of the stack in the state. Compared by identity only; one allocation per initialized path.
@usableFromInline
final class StackLineage: Sendable {
    init() {}
}

extension StackState {
    /// What ``adopt(_:)`` needs of a version of the stack: its lineage and its next id.
    @usableFromInline
    struct Origin {
        @usableFromInline let lineage: StackLineage
        @usableFromInline let nextID: Int

        @inlinable
        init(lineage: StackLineage, nextID: Int) {
            self.lineage = lineage
            self.nextID = nextID
        }
    }

    /// This version's lineage and next id. O(1).
    @inlinable
    var origin: Origin {
        Origin(lineage: lineage, nextID: nextID)
    }

    /// Whether this value is a version of the stack `origin` was read from. O(1).
    @inlinable
    func descends(from origin: Origin) -> Bool {
        lineage === origin.lineage
    }

    /// Makes this path, made elsewhere, a version of `origin`'s stack: its elements get that stack's next ids, in
    /// order, so that none is an id the stack made before. O(n).
    @usableFromInline
    mutating func adopt(_ origin: Origin) {
        let elements = map { $0 }
        lineage = origin.lineage
        nextID = origin.nextID
        replace(with: elements)
    }
}
