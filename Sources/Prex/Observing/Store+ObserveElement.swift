extension Store {
    /// Calls `onChange` with the element at `index` of the collection at `keyPath` every time that element changes:
    /// what a row observes. An index outside the collection reads as `nil`, never a trap.
    ///
    /// Faster than `observe(\.items[row])`, whose key path goes through the runtime's generic key path code on every
    /// change: here the collection is read as a stored property and the element by its index. Threading, `initial`
    /// and lifetime as in ``observe(_:initial:_:)``. Cost per applied action: two element reads and one `==`; no
    /// allocation.
    ///
    /// - Parameters:
    ///   - index: The element's position.
    ///   - keyPath: The collection, such as `\.items`.
    ///   - initial: Whether to call `onChange` with the current element before returning. Default `false`.
    ///   - onChange: Called with the element's new value, `nil` when the collection has none at `index`.
    /// - Returns: The observation; it stops when deinitialized or cancelled.
    public func observe<Elements: RandomAccessCollection & Sendable>(
        elementAt index: Elements.Index,
        in keyPath: any KeyPath<State, Elements> & Sendable,
        initial: Bool = false,
        _ onChange: @escaping @Sendable (Elements.Element?) -> Void
    ) -> StoreObservation where Elements.Element: Equatable & Sendable, Elements.Index: Sendable {
        let elements = PropertyReader(keyPath)
        let read: @Sendable (State) -> Elements.Element? = { state in
            StateChange<State>.element(at: index, of: elements.read(state))
        }
        return observe(read: read, initial: initial, onChange)
    }

    /// Calls `onChange` with the element with `id` of the list at `keyPath` every time that element changes
    /// (or comes or goes); see ``observe(elementAt:in:initial:_:)``. Cost per applied action: two lookups by
    /// id and one `==`; no allocation.
    ///
    /// - Parameters:
    ///   - id: The element's identity.
    ///   - keyPath: The list, such as `\.starred`.
    ///   - initial: Whether to call `onChange` with the current element before returning. Default `false`.
    ///   - onChange: Called with the element's new value, `nil` when the list has no element with `id`.
    /// - Returns: The observation; it stops when deinitialized or cancelled.
    public func observe<Element: Identifiable & Equatable>(
        element id: Element.ID,
        in keyPath: any KeyPath<State, IdentifiedList<Element>> & Sendable,
        initial: Bool = false,
        _ onChange: @escaping @Sendable (Element?) -> Void
    ) -> StoreObservation where Element.ID: Sendable {
        let list = PropertyReader(keyPath)
        return observe(read: { state in list.read(state)[id: id] }, initial: initial, onChange)
    }

    /// Calls `onChange` with what `read` gives, every time it differs between an action's old and new state.
    func observe<Value: Equatable & Sendable>(
        read: @escaping @Sendable (State) -> Value,
        initial: Bool,
        _ onChange: @escaping @Sendable (Value) -> Void
    ) -> StoreObservation {
        var callInitially: (@Sendable (State) -> Void)?
        if initial {
            callInitially = { state in onChange(read(state)) }
        }
        return observe(initial: callInitially) { change in
            let value = read(change.new)
            if change.old != nil, read(change.old!) == value {
                return
            }
            onChange(value)
        }
    }
}
