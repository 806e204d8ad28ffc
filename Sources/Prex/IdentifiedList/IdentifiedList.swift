/// An ordered collection of elements addressed by their identity, whose versions share storage.
///
/// Ids are unique, and nothing traps on a duplicate: adding an element whose id is present replaces the element that
/// has it, in its place. Reading by id is O(1) expected plus O(log₈ n); writing one element copies only the few
/// nodes on its path that another version (a store's old state) shares; comparing two versions costs what changed
/// between them. Each operation states its cost. A value type, `Sendable`: any thread; like `Array`, one value
/// must not be mutated from two threads at once.
public struct IdentifiedList<Element: Identifiable & Sendable>: Sendable where Element.ID: Sendable {
    /// The elements by position.
    @usableFromInline
    var trie: ElementTrie<Element>
    /// The ids in order and the position of each; its identity changes when the structure does.
    @usableFromInline
    var index: IDIndex<Element.ID>

    /// Creates an empty list. O(1).
    public init() {
        trie = ElementTrie()
        index = IDIndex(ids: [])
    }

    /// Creates a list of the elements of a sequence, in order; a duplicate id never traps: the last element with an
    /// id wins, at the position of the first. O(n).
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        var values: [Element] = []
        var positions: [Element.ID: Int] = [:]
        for element in elements {
            if let position = positions[element.id] {
                values[position] = element
            } else {
                positions[element.id] = values.count
                values.append(element)
            }
        }
        trie = ElementTrie(elements: values)
        index = IDIndex(ids: values.map(\.id), positions: positions)
    }

    /// Creates a list of elements whose ids are known to be unique, in order, as `IdentifiedArray`'s initializer
    /// does; checked anyway (for free: the index is built either way), a duplicate is treated as ``init(_:)``
    /// treats it, never trapping. O(n).
    public init<S: Sequence>(uncheckedUniqueElements elements: S) where S.Element == Element {
        let values = ContiguousArray(elements)
        let index = IDIndex(ids: values.map(\.id))
        guard index.positions.count == values.count else {
            self = IdentifiedList(values)  // a duplicate
            return
        }
        trie = ElementTrie(elements: values)
        self.index = index
    }

    /// Creates a list of elements whose ids should be unique, in order, as `IdentifiedArray`'s initializer does; a
    /// duplicate never traps, it is treated as ``init(_:)`` treats it. O(n).
    public init<S: Sequence>(uniqueElements elements: S) where S.Element == Element {
        self.init(elements)
    }

    /// The ids of the elements, in order, in O(1): a view that shares the list's index, whose `contains(_:)` and
    /// `firstIndex(of:)` are O(1) expected.
    public var ids: IDs { IDs(index: index) }

    /// Whether an element has the id. O(1) expected.
    public func contains(id: Element.ID) -> Bool {
        index.positions[id] != nil
    }

    /// The position of the element that has the id, or `nil` when none has it. O(1) expected.
    public func index(id: Element.ID) -> Int? {
        index.positions[id]
    }

    /// The element that has the id: read it (`nil` when none has it), write it in its place (appended when none has
    /// it), or remove it by writing `nil`.
    ///
    /// An element written with another id (`list[id: 1]?.id = 2`) is stored under its own id: the element with the
    /// subscript's id is removed, then the new one is added as ``append(_:)`` adds it.
    ///
    /// Reading is O(1) expected plus O(log₈ n), and so is an update in place (`list[id: id]?.count += 1`): it copies
    /// only the nodes on the element's path that another version shares, and lends the element itself to the update
    /// (copy-on-write storage it holds is not copied). Removing, or changing the id, costs what ``remove(id:)`` and
    /// ``append(_:)`` cost.
    @inlinable
    public subscript(id id: Element.ID) -> Element? {
        get {
            guard let position = index.positions[id] else { return nil }
            return trie.element(at: position)
        }
        set {
            guard let newValue else {
                remove(id: id)
                return
            }
            guard let position = index.positions[id] else {
                append(newValue)
                return
            }
            if newValue.id == id {
                trie.replace(at: position, with: newValue)
            } else {
                remove(at: position)
                append(newValue)
            }
        }
        _modify {
            // One yield, so that the access inlines into its caller; the element is moved out of its leaf, not copied.
            let position = index.positions[id]
            var leaf: TrieNode<Element>?
            var element: Element?
            if let position {
                leaf = trie.uniqueLeaf(containing: position)
                element = leaf?.takeElement(at: position & ElementTrie<Element>.leafMask)
            }
            defer {
                endUpdate(id: id, at: position, in: leaf, with: element)
            }
            yield &element
        }
    }

    /// Ends an update through ``subscript(id:)``: puts the element back in `leaf` (the leaf of `position`, from
    /// which it was taken), or removes the element that had the id, or adds the new one.
    @inlinable
    mutating func endUpdate(id: Element.ID, at position: Int?, in leaf: TrieNode<Element>?, with element: Element?) {
        guard let position, let leaf else {
            if let element {
                append(element)
            }
            return
        }
        let offset = position & ElementTrie<Element>.leafMask
        if let element, element.id == id {
            leaf.putBack(element, at: offset)
            return
        }
        leaf.closeGap(at: offset)
        removeGap(at: position)
        if let element {
            append(element)
        }
    }

    /// Adds an element at the end, or replaces the element that has its id, in its place. O(log₈ n); O(n) when the
    /// element is new and another version shares the storage (the index of ids is copied).
    ///
    /// - Returns: Whether the element was added (`false` when it replaced one), and its position.
    @discardableResult
    public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
        if let position = index.positions[element.id] {
            trie.replace(at: position, with: element)
            return (false, position)
        }
        let position = trie.count
        makeIndexUnique()
        index.positions[element.id] = position
        index.ids.append(element.id)
        trie.append(element)
        return (true, position)
    }

    /// Inserts an element at a position from `0` to `count` (like `Array`, any other traps), or replaces the element
    /// that has its id, in its place. O(n), or what ``append(_:)`` costs at the end.
    ///
    /// - Returns: Whether the element was inserted (`false` when it replaced one), and its position.
    @discardableResult
    public mutating func insert(_ element: Element, at position: Int) -> (inserted: Bool, index: Int) {
        precondition(position >= 0 && position <= count, "IdentifiedList index out of range")
        if let present = index.positions[element.id] {
            trie.replace(at: present, with: element)
            return (false, present)
        }
        if position == count {
            return append(element)
        }
        var elements = trie.allElements
        elements.insert(element, at: position)
        rebuild(from: elements)
        return (true, position)
    }

    /// Removes the element that has the id and returns it, or returns `nil` when none has it. O(n), or what
    /// ``removeLast()`` costs for the last element.
    @discardableResult
    public mutating func remove(id: Element.ID) -> Element? {
        guard let position = index.positions[id] else { return nil }
        return remove(at: position)
    }

    /// Removes the element at a position and returns it; like `Array`, a position out of range traps. O(n), or what
    /// ``removeLast()`` costs for the last position.
    @discardableResult
    public mutating func remove(at position: Int) -> Element {
        precondition(position >= 0 && position < count, "IdentifiedList index out of range")
        if position == count - 1 {
            return removeLast()
        }
        var elements = trie.allElements
        let removed = elements.remove(at: position)
        rebuild(from: elements)
        return removed
    }

    /// Removes the last element and returns it; like `Array`, an empty list traps. O(log₈ n); O(n) when another
    /// version shares the storage (the index of ids is copied).
    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(!isEmpty, "can't remove the last element of an empty IdentifiedList")
        makeIndexUnique()
        let id = index.ids.removeLast()
        index.positions[id] = nil
        return trie.removeLast()
    }

    /// Removes every element. O(1): other versions keep their storage.
    public mutating func removeAll() {
        self = IdentifiedList()
    }

    /// Copies the index of ids if another version shares it, so that it can be written.
    mutating func makeIndexUnique() {
        if !isKnownUniquelyReferenced(&index) {
            index = index.copy()
        }
    }

    /// Replaces the trie and the index with new ones holding `elements`, whose ids must be unique. O(n).
    mutating func rebuild(from elements: ContiguousArray<Element>) {
        trie = ElementTrie(elements: elements)
        index = IDIndex(ids: elements.map(\.id))
    }

    /// Removes the element at `position` from the index, after its leaf lost it (the leaf's path made unique,
    /// the leaf one element short, the others in order). O(log₈ n) for the last position, O(n) for another.
    @usableFromInline
    mutating func removeGap(at position: Int) {
        if position == trie.count - 1 {
            trie.lastLeafShrank()
            makeIndexUnique()
            let id = index.ids.removeLast()
            index.positions[id] = nil
        } else {
            rebuild(from: trie.allElements)  // reads every leaf, the short one included
        }
    }
}
