/// An ordered collection of elements addressed by their identity, whose versions share storage.
///
/// Use it for a collection of children in a state: rows, child features. Read and write an element by its id
/// with ``subscript(id:)``, iterate in order, and keep old versions around cheaply: a store keeps the old state
/// of every change, and updating one element of an `IdentifiedList` copies a few small nodes where an array
/// would be copied whole.
///
/// ```swift
/// struct Todo: Identifiable, Equatable, Sendable {
///     let id: Int
///     var title: String
///     var isDone = false
/// }
///
/// var todos: IdentifiedList<Todo> = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread")]
/// todos[id: 2]?.isDone = true
/// todos.append(Todo(id: 3, title: "Eggs"))
/// todos.remove(id: 1)
/// print(todos.ids)  // [2, 3]
/// ```
///
/// Ids are unique: adding an element whose id is present replaces the element that has it, in its place. It offers
/// `IdentifiedArray`'s operations under the same names; where they differ (it never traps on a duplicate id), the
/// article Composing Features has them in one table.
///
/// ## Costs
/// With n elements, and whether or not another version shares the storage:
/// - Reading by id: O(1) expected to find the position, O(log₈ n) to reach the element (a leaf of 32 elements
///   under 8-way branches: 3 branches above a leaf at 10,000 elements).
/// - Updating an element by id: O(log₈ n); nodes shared with another version are copied (one per level: a
///   branch of at most 8 children, one allocation, and a leaf of at most 32 elements), the others are written
///   in place.
/// - Reading by position: O(log₈ n). Iterating in order: O(n), one leaf of 32 elements at a time.
/// - Appending and removing the last element: O(log₈ n) when no other version shares the storage, O(n) when
///   one does (the index of ids is copied). Inserting and removing elsewhere, moving: O(n).
/// - Changing every element in one action (a refresh of every row): ``updateEach(_:)``, O(n) in one pass, which
///   copies each node another version shares once. Bulk changes (``append(contentsOf:)``, ``removeAll(where:)``,
///   ``filter(_:)``, ``sort(by:)``, …) are one pass each, never a copy per element.
/// - Comparing two versions (`==`): O(1) when they share all their storage, O(log₈ n) when one is the other with
///   one element written since (a store's old and new state after an element action), O(k × log₈ n) when they
///   differ by k element updates, O(n) otherwise. A list keeps the version its last write was made from alive
///   (the few nodes on that element's path) until its next write, which is what makes the one-element case cheap.
///
/// A value type: a copy is independent of the original. Like `Array`, it is `Sendable` and safe to pass between
/// threads; a single value is not safe to mutate from two threads at once.
public struct IdentifiedList<Element: Identifiable & Sendable>: Sendable where Element.ID: Sendable {
    /// The elements by position.
    @usableFromInline
    var trie: ElementTrie<Element>
    /// The ids in order and the position of each; its identity changes when the structure does.
    @usableFromInline
    var index: IDIndex<Element.ID>

    /// Creates an empty list.
    ///
    /// O(1).
    @inlinable
    public init() {
        trie = ElementTrie()
        index = IDIndex(ids: [])
    }

    /// Creates a list of the elements of a sequence, in order.
    ///
    /// Ids never collide and never trap: an element whose id an earlier element already had replaces that
    /// element in its place (the last one with an id wins, at the position of the first).
    ///
    /// O(n) for n elements.
    ///
    /// - Parameter elements: The elements.
    @inlinable
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
    /// of the same name does.
    ///
    /// Unlike `IdentifiedArray`'s, it checks them anyway (for free: the index of ids is built either way) and never
    /// traps: a duplicate is treated as ``init(_:)`` treats it. O(n) for n elements.
    ///
    /// - Parameter elements: The elements.
    @inlinable
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

    /// Creates a list of elements whose ids should be unique, in order, as `IdentifiedArray`'s initializer of the
    /// same name does.
    ///
    /// Unlike `IdentifiedArray`'s, a duplicate never traps: it is treated as ``init(_:)`` treats it (the last one
    /// with an id wins, at the position of the first). O(n) for n elements.
    ///
    /// - Parameter elements: The elements.
    @inlinable
    public init<S: Sequence>(uniqueElements elements: S) where S.Element == Element {
        self.init(elements)
    }

    /// The ids of the elements, in order: a random-access collection whose `contains(_:)` and `firstIndex(of:)`
    /// are O(1) expected.
    ///
    /// O(1): the list keeps them, and the view shares them until the list changes its structure.
    @inlinable
    public var ids: IDs { IDs(index: index) }

    /// Whether an element has the id.
    ///
    /// O(1) expected.
    @inlinable
    public func contains(id: Element.ID) -> Bool {
        index.positions[id] != nil
    }

    /// The position of the element that has the id, or `nil` when none has it.
    ///
    /// O(1) expected.
    @inlinable
    public func index(id: Element.ID) -> Int? {
        index.positions[id]
    }

    /// The element that has the id: read it, write it, or remove it by writing `nil`.
    ///
    /// Reading returns `nil` when no element has the id. Writing an element stores it in the place of the
    /// element that has the id; writing one when none has it appends it; writing `nil` removes the element
    /// (nothing happens when none has the id). An element written with another id than the subscript's (for
    /// example `list[id: 1]?.id = 2`) is stored under its own id: the element with the subscript's id is
    /// removed, then the new one is added as ``append(_:)`` adds it (in the place of an element that already has
    /// the new id, or at the end).
    ///
    /// Reading is O(1) expected plus O(log₈ n). Updating an element in place (`list[id: id]?.count += 1`) is
    /// one lookup of the id plus O(log₈ n): the list copies the nodes on the element's path that another version
    /// shares (branches of at most 8 children and a leaf of at most 32 elements), writes the others in place, and
    /// lends the element itself to the update, so copy-on-write storage it holds is not copied. Removing, and
    /// changing an element's id, cost what ``remove(id:)`` and ``append(_:)`` cost.
    ///
    /// - Parameter id: The id of the element.
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
            // One yield, so that the optimizer can inline the access into its caller. The element is moved out
            // of its leaf (not copied) for the access, and back in after it.
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

    /// Adds an element at the end, or replaces the element that has its id, in its place.
    ///
    /// O(log₈ n) when no other version shares the storage or when the id is present; O(n) when another
    /// version shares it and the element is new (the index of ids is copied).
    ///
    /// - Parameter element: The element to add.
    /// - Returns: Whether the element was added (`false` when it replaced one), and its position.
    @inlinable
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

    /// Inserts an element at a position, or replaces the element that has its id, in its place.
    ///
    /// O(n), or what ``append(_:)`` costs when `position` is the end.
    ///
    /// - Parameters:
    ///   - element: The element to add.
    ///   - position: Where to insert it: a position of the list, or its count. Like `Array`, any other traps.
    /// - Returns: Whether the element was inserted (`false` when it replaced one), and its position.
    @inlinable
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

    /// Removes the element that has the id and returns it, or returns `nil` when none has it.
    ///
    /// O(n), or what ``removeLast()`` costs when the element is the last.
    ///
    /// - Parameter id: The id of the element to remove.
    /// - Returns: The removed element, or `nil`.
    @inlinable
    @discardableResult
    public mutating func remove(id: Element.ID) -> Element? {
        guard let position = index.positions[id] else { return nil }
        return remove(at: position)
    }

    /// Removes the element at a position and returns it.
    ///
    /// O(n), or what ``removeLast()`` costs when `position` is the last one.
    ///
    /// - Parameter position: A position of the list. Like `Array`, any other traps.
    /// - Returns: The removed element.
    @inlinable
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

    /// Removes the last element and returns it; the list must not be empty (like `Array`, an empty list traps).
    ///
    /// O(log₈ n) when no other version shares the storage, O(n) when one does (the index of ids is copied).
    ///
    /// - Returns: The removed element.
    @inlinable
    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(!isEmpty, "can't remove the last element of an empty IdentifiedList")
        makeIndexUnique()
        let id = index.ids.removeLast()
        index.positions[id] = nil
        return trie.removeLast()
    }

    /// Removes every element.
    ///
    /// O(1) (other versions keep their storage; this list's share of it is released).
    @inlinable
    public mutating func removeAll() {
        self = IdentifiedList()
    }

    /// Copies the index of ids if another version shares it, so that it can be written.
    @inlinable
    mutating func makeIndexUnique() {
        if !isKnownUniquelyReferenced(&index) {
            index = index.copy()
        }
    }

    /// Replaces the trie and the index with new ones holding `elements`, whose ids must be unique. O(n).
    @inlinable
    mutating func rebuild(from elements: ContiguousArray<Element>) {
        trie = ElementTrie(elements: elements)
        index = IDIndex(ids: elements.map(\.id))
    }

    /// Removes the element at `position` from the index, after its leaf lost it (the leaf's path made unique,
    /// the leaf one element short, the others in order). O(log₈ n) for the last position, O(n) for another.
    @inlinable
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
