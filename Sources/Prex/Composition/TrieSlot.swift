/// One element of an ``IdentifiedList`` as its trie stores it: the element and the stamp of the write that put it
/// there.
///
/// A stamp is a fresh object per write (one per build for the elements a build stores), and a slot's element
/// never changes without its stamp changing too. So two slots with the same stamp hold the same element (the
/// same write of it), which lets a comparison or a difference skip the element without reading it. The stamps
/// stay alive while a slot refers to them, so an identity is never reused while it is compared.
@usableFromInline
struct TrieSlot<Element: Sendable>: Sendable {
    /// The element.
    @usableFromInline
    var element: Element
    /// The write that stored `element`.
    @usableFromInline
    let stamp: WriteStamp

    /// A slot for an element written now, with a stamp of its own.
    @inlinable
    init(_ element: Element) {
        self.element = element
        self.stamp = WriteStamp()
    }

    /// A slot for an element stored by a write that stores several at once (a build), with that write's stamp.
    @inlinable
    init(_ element: Element, stamp: WriteStamp) {
        self.element = element
        self.stamp = stamp
    }
}

/// The identity of one write into an ``IdentifiedList``: compared with `===`, never read.
///
/// Immutable and without stored properties, so it is `Sendable` as declared.
@usableFromInline
final class WriteStamp: Sendable {
    @inlinable
    init() {}
}
