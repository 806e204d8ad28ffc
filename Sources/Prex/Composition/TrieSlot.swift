/// One element of an ``IdentifiedList`` as its trie stores it: the element and the stamp of the write that put it
/// there.
///
/// A stamp is a number drawn from ``WriteStamps`` once per write (once per build for all the elements a build
/// stores), never twice in a process, and a slot's element never changes without its stamp changing too. So two
/// slots with the same stamp hold the same element (the same write of it), which lets a comparison or a
/// difference skip the element without reading it. A plain number, so a leaf of plain elements copies as plain
/// memory.
@usableFromInline
struct TrieSlot<Element: Sendable>: Sendable {
    /// The element.
    @usableFromInline
    var element: Element
    /// The write that stored `element`.
    @usableFromInline
    let stamp: UInt64

    /// A slot for an element written now, with a stamp of its own.
    @inlinable
    init(_ element: Element) {
        self.element = element
        self.stamp = WriteStamps.next()
    }

    /// A slot for an element stored by a write that stores several at once (a build), with that write's stamp.
    @inlinable
    init(_ element: Element, stamp: UInt64) {
        self.element = element
        self.stamp = stamp
    }
}
