extension Store {
    /// Calls `onChange` with a property's new value every time that property changes.
    ///
    /// Changes are found by comparing, for every applied action, the property's value before and after it
    /// with `==`: actions that leave it equal do not call `onChange`, and a value that changes and changes
    /// back calls it twice. The observation lasts as long as the returned token (see ``Observation``).
    ///
    /// ```swift
    /// let observation = flux.store.observe(\.query) { query in
    ///     print("query:", query)
    /// }
    /// ```
    ///
    /// ## Threading
    /// `onChange` runs as a store listener does (see ``addListener(callback:)``): on the thread that
    /// dispatched the action, right after the mutation, while the Flux's gate is held, one change at a time
    /// and in dispatch order. It may read ``state``, dispatch (the action is queued behind the current one)
    /// and cancel observations, this one included; it should be quick, as other threads dispatching to the
    /// same Flux wait for it. For work on the main actor, hop there yourself, or use a ``View``.
    ///
    /// ## The current value
    /// By default `onChange` is first called for the first change after `observe` returns. Pass
    /// `initial: true` to also call it once with the current value, on the calling thread, before `observe`
    /// returns. That value and the first change are taken under the gate with nothing in between: no change
    /// is missed and none is reported twice. That first call is not part of a delivery: an action it
    /// dispatches is applied at once and reported to the callback before `dispatch` returns.
    ///
    /// Cost: one listener registration; then, per applied action, a key path read of the old and new state
    /// and one `==`, plus `onChange` when they differ. Nothing at all for Fluxes that are not observed.
    ///
    /// - Parameters:
    ///   - keyPath: The property to watch, such as `\.query`.
    ///   - initial: Whether to call `onChange` with the current value before returning. Default `false`.
    ///   - onChange: Called with the property's new value.
    /// - Returns: The observation; it stops when deinitialized or cancelled.
    public func observe<Value: Equatable & Sendable>(
        _ keyPath: any KeyPath<State, Value> & Sendable,
        initial: Bool = false,
        _ onChange: @escaping @Sendable (Value) -> Void
    ) -> Observation {
        observe(initial: initial) { old, new in
            old?[keyPath: keyPath] != new[keyPath: keyPath]
        } call: { state in
            onChange(state[keyPath: keyPath])
        }
    }

    /// Calls `onChange` with two properties' values every time either of them changes.
    ///
    /// Works as ``observe(_:initial:_:)`` does, on the same thread and with the same `initial` option;
    /// `onChange` runs once per applied action that changes one property or both, with both new values.
    ///
    /// ```swift
    /// let observation = flux.store.observe(\.query, \.page) { query, page in
    ///     print("“\(query)”, page \(page)")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - first: The first property to watch.
    ///   - second: The second property to watch.
    ///   - initial: Whether to call `onChange` with the current values before returning. Default `false`.
    ///   - onChange: Called with both properties' new values.
    /// - Returns: The observation; it stops when deinitialized or cancelled.
    public func observe<First: Equatable & Sendable, Second: Equatable & Sendable>(
        _ first: any KeyPath<State, First> & Sendable,
        _ second: any KeyPath<State, Second> & Sendable,
        initial: Bool = false,
        _ onChange: @escaping @Sendable (First, Second) -> Void
    ) -> Observation {
        observe(initial: initial) { old, new in
            old?[keyPath: first] != new[keyPath: first] || old?[keyPath: second] != new[keyPath: second]
        } call: { state in
            onChange(state[keyPath: first], state[keyPath: second])
        }
    }

    /// Calls `onChange` with three properties' values every time any of them changes.
    ///
    /// Works as ``observe(_:initial:_:)`` does, on the same thread and with the same `initial` option;
    /// `onChange` runs once per applied action that changes at least one of the properties, with the three
    /// new values.
    ///
    /// - Parameters:
    ///   - first: The first property to watch.
    ///   - second: The second property to watch.
    ///   - third: The third property to watch.
    ///   - initial: Whether to call `onChange` with the current values before returning. Default `false`.
    ///   - onChange: Called with the three properties' new values.
    /// - Returns: The observation; it stops when deinitialized or cancelled.
    public func observe<First: Equatable & Sendable, Second: Equatable & Sendable, Third: Equatable & Sendable>(
        _ first: any KeyPath<State, First> & Sendable,
        _ second: any KeyPath<State, Second> & Sendable,
        _ third: any KeyPath<State, Third> & Sendable,
        initial: Bool = false,
        _ onChange: @escaping @Sendable (First, Second, Third) -> Void
    ) -> Observation {
        observe(initial: initial) { old, new in
            old?[keyPath: first] != new[keyPath: first] || old?[keyPath: second] != new[keyPath: second]
                || old?[keyPath: third] != new[keyPath: third]
        } call: { state in
            onChange(state[keyPath: first], state[keyPath: second], state[keyPath: third])
        }
    }

    /// Registers a listener that calls `call` with the new state whenever `changed` says the change matters,
    /// after calling it with the current state if `initial`.
    func observe(
        initial: Bool,
        changed: @escaping @Sendable (_ old: State?, _ new: State) -> Bool,
        call: @escaping @Sendable (State) -> Void
    ) -> Observation {
        let listener: @Sendable (StateChange<State>) -> Void = { change in
            if changed(change.old, change.new) {
                call(change.new)
            }
        }
        let subscription = gate.withLock {
            // Registered first, so that a change the initial call dispatches reaches the callback too.
            let subscription = listeners.add(listener)
            if initial {
                // A copy: the callback may dispatch, which changes `current` in place.
                let state = current
                call(state)
            }
            return subscription
        }
        return Observation { [weak self] in
            self?.removeListener(with: subscription)
        }
    }
}
