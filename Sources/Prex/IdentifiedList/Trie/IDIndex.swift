/// The ids of an ``IdentifiedList`` in order, and the position of each: the list's structure.
///
/// Shared between versions until one changes its structure (an insertion, a removal, a move, a change of id), so two
/// lists that share an index have the same ids at the same positions, and comparing them walks only the elements.
///
/// Sound as `@unchecked Sendable` and `@exclusivity(unchecked)`: it holds only `Sendable` ids and integers; it is
/// written only by ``IdentifiedList``'s mutating members after `isKnownUniquelyReferenced`, so it then belongs to the
/// one list value held `inout` (exclusive) for the whole write, and an index another list refers to, on any thread,
/// is copied instead; reads go through a list value. So two overlapping accesses would need two to the owning list,
/// which static exclusivity rejects: the run-time check (`swift_beginAccess`) is redundant.
@usableFromInline
final class IDIndex<ID: Hashable & Sendable>: @unchecked Sendable {
    /// The ids, in the list's order.
    @usableFromInline var ids: [ID]
    /// The position of each id in `ids`.
    @usableFromInline @exclusivity(unchecked) var positions: [ID: Int]

    /// An index of `ids`, which must not hold an id twice.
    init(ids: [ID]) {
        self.ids = ids
        var positions = [ID: Int](minimumCapacity: ids.count)
        for (position, id) in ids.enumerated() {
            positions[id] = position
        }
        self.positions = positions
    }

    init(ids: [ID], positions: [ID: Int]) {
        self.ids = ids
        self.positions = positions
    }

    /// An index with the same ids; the storage is shared until one of them is written.
    func copy() -> IDIndex<ID> {
        IDIndex(ids: ids, positions: positions)
    }
}
