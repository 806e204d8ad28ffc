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
