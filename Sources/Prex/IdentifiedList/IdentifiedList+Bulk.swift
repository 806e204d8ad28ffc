extension IdentifiedList {
    /// Changes every element in one pass, in order (`state.rows.updateEach { $0.isStale = true }`): the way to
    /// refresh every row of a list in one action.
    ///
    /// Each element is lent to `update` in place. Storage another version (a store's old state) shares is copied
    /// once, a node at a time, and the index of ids stays shared while no id changes, so a difference from the old
    /// version compares position by position; a loop over ``subscript(id:)`` costs a lookup and a walk per element
    /// on top. An element whose id `update` changes is stored under its new id: the list is then made again as
    /// ``init(_:)`` makes it, O(n) more. If `update` throws, the elements before keep their changes, the one it threw
    /// for keeps what it wrote, and the others are unchanged.
    ///
    /// O(n): n calls of `update`, and one copy of each node another version shares.
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

    /// Adds the elements of a sequence at the end, in order; an element whose id is present (or came earlier in the
    /// sequence) replaces the element that has it, in its place. O(k × log₈ n) for k elements, plus one O(n) copy of
    /// the index of ids when another version shares it.
    public mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        for element in newElements {
            append(element)
        }
    }

    /// The elements that satisfy a predicate, in order, as a list. O(n), one pass; when every element satisfies it,
    /// the result is this list, its storage shared.
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

    /// The elements, in order, as an array. O(n).
    public var elements: [Element] {
        Array(trie.allElements)
    }
}
