extension Store {
    /// Calls `onChange` with a property's new value every time that property changes: `==` between its values before
    /// and after each applied action. The observation lasts as long as the returned ``StoreObservation``.
    ///
    /// `onChange` runs as a store listener does (``addListener(callback:)``): on the thread that dispatched the
    /// action, right after the mutation, while the Flux's gate is held, one change at a time and in dispatch order.
    /// It may read ``state``, dispatch (the action is queued behind the current one) and cancel observations, this
    /// one included; it should be quick, as other threads dispatching to the same Flux wait for it.
    ///
    /// With `initial: true`, `onChange` is also called once with the current value, on the calling thread, before
    /// `observe` returns. That value and the first change are taken under the gate with nothing in between: no change
    /// is missed and none is reported twice. That call is not part of a delivery: an action it dispatches is applied
    /// at once and reported to the callback before `dispatch` returns.
    ///
    /// Cost: one listener registration; then, per applied action, two reads of the property and one `==`, plus
    /// `onChange` when they differ. A stored property is copied from its offset in the state; a computed one, or one
    /// reached through a class, goes through the runtime's slower key path code. Fluxes not observed pay nothing.
    ///
    /// - Parameters:
    ///   - keyPath: The property to watch, such as `\.query`.
    ///   - initial: Whether to call `onChange` with the current value before returning. Default `false`.
    ///   - onChange: Called with the property's new value.
    /// - Returns: The observation; it stops when deinitialized or cancelled.
    @inlinable
    public func observe<Value: Equatable & Sendable>(
        _ keyPath: any KeyPath<State, Value> & Sendable,
        initial: Bool = false,
        _ onChange: @escaping @Sendable (Value) -> Void
    ) -> StoreObservation {
        let property = PropertyReader(keyPath)
        var callInitially: (@Sendable (State) -> Void)?
        if initial {
            callInitially = { state in onChange(property.read(state)) }
        }
        return observe(initial: callInitially) { change in
            let value = property.read(change.new)
            // Read in place through `change.old!`: `if let` would copy the whole old state.
            if change.old != nil, property.read(change.old!) == value {
                return
            }
            onChange(value)
        }
    }

    /// Calls `onChange` with two properties' values every time either changes: once per applied action that changes
    /// one or both, on the thread and with the `initial` option of ``observe(_:initial:_:)``.
    ///
    /// - Parameters:
    ///   - first: The first property to watch.
    ///   - second: The second property to watch.
    ///   - initial: Whether to call `onChange` with the current values before returning. Default `false`.
    ///   - onChange: Called with both properties' new values.
    /// - Returns: The observation; it stops when deinitialized or cancelled.
    @inlinable
    public func observe<First: Equatable & Sendable, Second: Equatable & Sendable>(
        _ first: any KeyPath<State, First> & Sendable,
        _ second: any KeyPath<State, Second> & Sendable,
        initial: Bool = false,
        _ onChange: @escaping @Sendable (First, Second) -> Void
    ) -> StoreObservation {
        let (first, second) = (PropertyReader(first), PropertyReader(second))
        var callInitially: (@Sendable (State) -> Void)?
        if initial {
            callInitially = { state in onChange(first.read(state), second.read(state)) }
        }
        return observe(initial: callInitially) { change in
            let values = (first.read(change.new), second.read(change.new))
            if change.old != nil, first.read(change.old!) == values.0, second.read(change.old!) == values.1 {
                return
            }
            onChange(values.0, values.1)
        }
    }

    /// Calls `onChange` with three properties' values every time any of them changes: once per applied action that
    /// changes at least one, on the thread and with the `initial` option of ``observe(_:initial:_:)``.
    ///
    /// - Parameters:
    ///   - first: The first property to watch.
    ///   - second: The second property to watch.
    ///   - third: The third property to watch.
    ///   - initial: Whether to call `onChange` with the current values before returning. Default `false`.
    ///   - onChange: Called with the three properties' new values.
    /// - Returns: The observation; it stops when deinitialized or cancelled.
    @inlinable
    public func observe<First: Equatable & Sendable, Second: Equatable & Sendable, Third: Equatable & Sendable>(
        _ first: any KeyPath<State, First> & Sendable,
        _ second: any KeyPath<State, Second> & Sendable,
        _ third: any KeyPath<State, Third> & Sendable,
        initial: Bool = false,
        _ onChange: @escaping @Sendable (First, Second, Third) -> Void
    ) -> StoreObservation {
        let (first, second, third) = (PropertyReader(first), PropertyReader(second), PropertyReader(third))
        var callInitially: (@Sendable (State) -> Void)?
        if initial {
            callInitially = { state in onChange(first.read(state), second.read(state), third.read(state)) }
        }
        return observe(initial: callInitially) { change in
            let values = (first.read(change.new), second.read(change.new), third.read(change.new))
            if change.old != nil, first.read(change.old!) == values.0, second.read(change.old!) == values.1,
                third.read(change.old!) == values.2
            {
                return
            }
            onChange(values.0, values.1, values.2)
        }
    }

    /// Registers `listener`, after calling `initial` with the current state, if given, with no change possible in
    /// between.
    @usableFromInline
    func observe(
        initial: (@Sendable (State) -> Void)?,
        listener: @escaping @Sendable (StateChange<State>) -> Void
    ) -> StoreObservation {
        let subscription = core.gate.withLock {
            // Registered first, so that a change the initial call dispatches reaches the listener too.
            let subscription = addListenerHoldingGate(listener)
            if let initial {
                // A copy: the callback may dispatch, which changes `current` in place.
                let state = core.current
                initial(state)
            }
            return subscription
        }
        return StoreObservation { [weak self] in
            self?.removeListener(with: subscription)
        }
    }
}
