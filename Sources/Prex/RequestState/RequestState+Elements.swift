extension RequestState where Value: ExpressibleByArrayLiteral {
    /// The loaded collection, as a place to change its elements in: the value, or an empty collection while none
    /// was loaded. The one source of truth for a list of child features that loads: compose and scope through
    /// `\.rows.elements` as through a list kept outside a request state.
    ///
    /// A write changes the value in place and keeps the phase: a row's action while a reload runs changes the stale
    /// rows, and the reload's result then replaces them all. While no value was ever loaded a write is ignored (an
    /// element action finds no element and the debug log reports it), so `loaded` still always has a value and
    /// `idle` never has one. Any thread; cost: reading returns the value (or makes an empty one), writing stores it.
    public var elements: Value {
        get { value ?? [] }
        set {
            guard value != nil else { return }
            value = newValue
        }
    }
}

extension RequestState {
    /// The loaded element that has the id: `nil` while none was loaded or when the loaded list has none; a write
    /// changes the loaded list as ``IdentifiedList/subscript(id:)`` does (in place, appended, or removed by `nil`)
    /// and keeps the phase.
    ///
    /// While no value was ever loaded a write changes nothing, as for ``elements``; the debug log reports an element
    /// written then. Any thread; cost: as ``IdentifiedList/subscript(id:)``, the element lent to an update in place.
    public subscript<Element>(id id: Element.ID) -> Element? where Value == IdentifiedList<Element> {
        get { value?[id: id] }
        _modify {
            guard var list = value else {
                var written: Element? = nil
                yield &written
                if written != nil {
                    IgnoredChildAction.reportNotLoaded(Element.self, id: id, writtenTo: Self.self)
                }
                return
            }
            // The list is taken out while it is updated, so that its storage has one owner and changes in place.
            self = Self(phase: phase, value: nil)
            defer { self = Self(phase: phase, value: list) }
            yield &list[id: id]
        }
    }

    /// Calls `body` with the loaded element that has the id, in place, as the subscript lends it; returns `nil`
    /// without calling it while none was loaded. For the composed mutation: a closure inlines where a coroutine
    /// (the subscript's `_modify`) may allocate its frame (`scoped-loaded-10`, Benchmarks/README.md).
    @inlinable
    mutating func updateLoaded<Element, Result>(
        id: Element.ID, _ body: (inout Element?) -> Result
    ) -> Result? where Value == IdentifiedList<Element> {
        guard var list = value else { return nil }
        self = Self(phase: phase, value: nil)
        defer { self = Self(phase: phase, value: list) }
        return body(&list[id: id])
    }
}
