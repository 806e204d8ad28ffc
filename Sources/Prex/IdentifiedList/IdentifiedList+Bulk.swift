extension IdentifiedList {
    /// Changes every element in one pass, in order: the way to refresh every row of a list in one action.
    ///
    /// ```swift
    /// state.rows.updateEach { row in
    ///     row.isStale = true
    /// }
    /// ```
    ///
    /// Each element is lent to `update` in place (copy-on-write storage it holds is not copied). The list's
    /// storage that another version shares (a store's old state) is copied once, a node at a time, not once per
    /// element, and the index of ids stays shared while no id changes, so a difference from the old version (a
    /// store's listener for scoped rows) walks the elements position by position and skips none it need not
    /// read. Writing every element through ``subscript(id:)`` in a loop costs a lookup by id and a walk down the
    /// trie per element on top.
    ///
    /// An element whose id `update` changes is stored under its new id: after the pass the list is made again as
    /// ``init(_:)`` makes it from the elements in order (an id that two elements now have is kept once, the later
    /// element in the place of the earlier), O(n) more. If `update` throws, the elements before it keep their
    /// changes, the one it threw for keeps what it wrote, and the others are unchanged.
    ///
    /// O(n) calls of `update`, plus one copy of each node another version shares (n / 32 leaves and their
    /// branches): O(n).
    ///
    /// - Parameter update: Changes one element.
    @inlinable
    public mutating func updateEach(_ update: (inout Element) throws -> Void) rethrows {
        var idChanged = false
        defer {
            if idChanged {
                self = IdentifiedList(trie.allElements)
            }
        }
        try trie.updateEach { element in
            let id = element.id
            try update(&element)
            if element.id != id {
                idChanged = true
            }
        }
    }

    /// Adds the elements of a sequence at the end, in order; an element whose id is present (or was added earlier
    /// from the same sequence) replaces the element that has it, in its place.
    ///
    /// O(k × log₈ n) for k elements: the end of the list's storage and its index of ids are copied once (the
    /// index is O(n) to copy) when another version shares them, then written in place.
    ///
    /// - Parameter newElements: The elements to add.
    @inlinable
    public mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        for element in newElements {
            append(element)
        }
    }

    /// The elements that satisfy a predicate, in order, as a list.
    ///
    /// O(n): one pass of the predicate, which builds the new list's storage; when every element satisfies it, the
    /// result is this list, storage shared.
    ///
    /// - Parameter isIncluded: Whether an element is kept.
    /// - Returns: A list of the elements kept.
    @inlinable
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> IdentifiedList {
        var kept = ContiguousArray<Element>()
        var removedAny = false
        for element in self {
            if try isIncluded(element) {
                kept.append(element)
            } else {
                removedAny = true
            }
        }
        guard removedAny else { return self }
        var result = IdentifiedList()
        result.rebuild(from: kept)
        return result
    }

    /// The elements, in order, as an array.
    ///
    /// O(n).
    @inlinable
    public var elements: [Element] {
        Array(trie.allElements)
    }
}
