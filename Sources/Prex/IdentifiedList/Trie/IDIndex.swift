/// The ids of an ``IdentifiedList`` in order, and the position of each: the list's structure.
///
/// Shared between versions of a list until one of them changes its structure (an insertion, a removal, a
/// move, a change of id); updating elements leaves it shared. So two lists that share an index have the same
/// ids at the same positions, and a difference or a comparison between them walks only the elements.
///
/// `@unchecked Sendable`, and why that is sound: the mutable properties are written only while the index is
/// uniquely referenced from a list that is being mutated (an `inout` access, exclusive by Swift's rules);
/// an index that another list refers to, on any thread, is copied instead of written. It holds only
/// `Sendable` ids and integers.
///
/// `@exclusivity(unchecked)`, and why that is sound: the properties are written only by ``IdentifiedList``'s
/// mutating members, after `isKnownUniquelyReferenced` (the index then belongs to that one list value, held
/// `inout` for the whole write), and read through a list value. Two overlapping accesses to an index would need
/// two overlapping accesses to the list that owns it, which Swift's static exclusivity rules already reject, so
/// the run-time check Swift makes on a class's stored properties (a `swift_beginAccess` per access) is redundant.
@usableFromInline
final class IDIndex<ID: Hashable & Sendable>: @unchecked Sendable {
    /// The ids, in the list's order.
    @usableFromInline @exclusivity(unchecked)
    var ids: [ID]
    /// The position of each id in `ids`.
    @usableFromInline @exclusivity(unchecked)
    var positions: [ID: Int]

    /// An index of `ids`, which must not hold an id twice.
    @inlinable
    init(ids: [ID]) {
        self.ids = ids
        var positions = [ID: Int](minimumCapacity: ids.count)
        for (position, id) in ids.enumerated() {
            positions[id] = position
        }
        self.positions = positions
    }

    @inlinable
    init(ids: [ID], positions: [ID: Int]) {
        self.ids = ids
        self.positions = positions
    }

    /// An index with the same ids; the storage is shared until one of them is written.
    @inlinable
    func copy() -> IDIndex<ID> {
        IDIndex(ids: ids, positions: positions)
    }
}
