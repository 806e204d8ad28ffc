/// A node of an ``ElementTrie``: a leaf holds up to 32 slots, a branch up to 32 child nodes.
///
/// Nodes are shared between versions of a list. A node is written only through ``ElementTrie``'s mutating
/// methods, which first check `isKnownUniquelyReferenced` and copy the node when anything else refers to it.
///
/// `@unchecked Sendable`, and why that is sound: the mutable properties are written only while the node is
/// uniquely referenced from a value that is being mutated (an `inout` access, exclusive by Swift's rules).
/// A node that another value refers to, on this thread or any other, has a reference count above one and is
/// copied instead of written, so no thread can read a node while another writes it: the same discipline as the
/// standard library's copy-on-write buffers. Nodes hold only `Sendable` values (slots of `Sendable`
/// elements, and other nodes).
@usableFromInline
final class TrieNode<Element: Sendable>: @unchecked Sendable {
    /// A leaf's slots, in order; empty in a branch.
    @usableFromInline
    var slots: ContiguousArray<TrieSlot<Element>>
    /// A branch's children, in order; empty in a leaf.
    @usableFromInline
    var children: ContiguousArray<TrieNode<Element>>

    /// A leaf.
    @inlinable
    convenience init(slots: ContiguousArray<TrieSlot<Element>>) {
        self.init(slots: slots, children: [])
    }

    /// A branch.
    @inlinable
    convenience init(children: ContiguousArray<TrieNode<Element>>) {
        self.init(slots: [], children: children)
    }

    @inlinable
    init(slots: ContiguousArray<TrieSlot<Element>>, children: ContiguousArray<TrieNode<Element>>) {
        self.slots = slots
        self.children = children
    }

    /// A node with the same slots and children; the arrays' storage is shared until one of them is written.
    @inlinable
    func copy() -> TrieNode<Element> {
        TrieNode(slots: slots, children: children)
    }

    /// Whether the node holds nothing (a leaf without slots, a branch without children).
    @inlinable
    var isEmpty: Bool { slots.isEmpty && children.isEmpty }
}
