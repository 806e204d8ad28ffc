extension RequestState where Value: ExpressibleByArrayLiteral {
    /// The loaded collection, as a place to change its elements in: the loaded value, or an empty collection when
    /// nothing was loaded yet. The one source of truth for a list of child features that loads.
    ///
    /// A loaded ``IdentifiedList`` of children is composed and scoped through it, as a list kept outside a
    /// request state is:
    ///
    /// ```swift
    /// struct FeedState: State, Equatable {
    ///     var rows = RequestState<IdentifiedList<Row>, LoadFailure>()
    /// }
    ///
    /// let feedMutation = FeedMutation()
    ///     .forEach(state: \.rows.elements, action: .row, RowMutation())
    /// let row = feedFlux.scope(element: id, in: \.rows.elements, action: .row)
    /// ```
    ///
    /// Writing changes the value in place and keeps the phase: a row's action while a reload runs changes the
    /// stale rows shown under the spinner, and the reload's result then replaces them all. While no value was ever
    /// loaded there is nothing to change, and a write is ignored: an element action finds no element, changes
    /// nothing, and the debug log reports it (see ``Mutation/forEach(state:action:_:)``). So `loaded` still always
    /// has a value and `idle` never has one.
    ///
    /// Cost: reading returns the value (or makes an empty one); writing stores it. Any thread.
    public var elements: Value {
        get { value ?? [] }
        set {
            guard value != nil else { return }
            value = newValue
        }
    }
}
