/// A node of an ``ElementTrie``: a leaf holds up to 32 elements, a branch up to 32 child nodes.
///
/// Nodes are shared between versions of a list, and a node's identity says what it holds: two versions that
/// refer to the same node hold the same elements under it, so a comparison or a difference skips it with `===`.
/// A node is written only through ``ElementTrie``'s mutating methods, which first check
/// `isKnownUniquelyReferenced` on every node of the path and copy each one that anything else refers to.
///
/// `@unchecked Sendable`, and why that is sound: the mutable properties are written only while the node is
/// uniquely referenced from a value that is being mutated (an `inout` access, exclusive by Swift's rules).
/// A node that another value refers to, on this thread or any other, has a reference count above one and is
/// copied instead of written, so no thread can read a node while another writes it: the same discipline as the
/// standard library's copy-on-write buffers. Nodes hold only `Sendable` values (elements, and other nodes).
///
/// `@exclusivity(unchecked)`, and why that is sound: Swift checks the exclusivity of a class's stored
/// properties at run time (a `swift_beginAccess` per access) because it cannot see who else refers to the
/// object. A node's properties are written only by ``ElementTrie`` and ``IdentifiedList``'s mutating members,
/// on a path whose nodes were made uniquely referenced first, so the node belongs to that one list value,
/// which is held `inout` for the whole write; reads go through a list value too. Two overlapping accesses to a
/// node would need two overlapping accesses to the list that owns it, which Swift's static exclusivity rules
/// already reject (and a list shared with another version is never written: its nodes are copied first).
@usableFromInline
final class TrieNode<Element: Sendable>: @unchecked Sendable {
    /// A leaf's elements, in order; empty in a branch.
    @usableFromInline @exclusivity(unchecked)
    var elements: ContiguousArray<Element>
    /// A branch's children, in order; empty in a leaf.
    @usableFromInline @exclusivity(unchecked)
    var children: ContiguousArray<TrieNode<Element>>

    /// A leaf.
    @inlinable
    convenience init(elements: ContiguousArray<Element>) {
        self.init(elements: elements, children: [])
    }

    /// A branch.
    @inlinable
    convenience init(children: ContiguousArray<TrieNode<Element>>) {
        self.init(elements: [], children: children)
    }

    @inlinable
    init(elements: ContiguousArray<Element>, children: ContiguousArray<TrieNode<Element>>) {
        self.elements = elements
        self.children = children
    }

    /// A node with the same elements and children; the arrays' storage is shared until one of them is written.
    @inlinable
    func copy() -> TrieNode<Element> {
        TrieNode(elements: elements, children: children)
    }

    /// Whether the node holds nothing (a leaf without elements, a branch without children).
    @inlinable
    var isEmpty: Bool { elements.isEmpty && children.isEmpty }

    /// Moves the element at `offset` out of this leaf, which must be uniquely referenced, without copying it:
    /// the last element takes its place until ``putBack(_:at:)`` or ``closeGap(at:)``. O(1).
    @inlinable
    func takeElement(at offset: Int) -> Element {
        elements.swapAt(offset, elements.count - 1)
        return elements.removeLast()
    }

    /// Puts an element taken with ``takeElement(at:)`` (or its replacement) back at `offset`. O(1).
    @inlinable
    func putBack(_ element: Element, at offset: Int) {
        elements.append(element)
        elements.swapAt(offset, elements.count - 1)
    }

    /// After ``takeElement(at:)``, puts the other elements back in their order: the leaf is one element short,
    /// the one at `offset`. O(32).
    @inlinable
    func closeGap(at offset: Int) {
        if offset < elements.count {
            elements.append(elements.remove(at: offset))
        }
    }
}
