extension Dispatcher {
    /// Delivers an action that carries `transaction` to the store and every handler: the change it makes reaches the
    /// store's listeners and the views with ``StateChange/transaction`` set to it.
    ///
    /// As ``dispatch(_:)`` in every other way: safe from any thread, in the same order as every other dispatch,
    /// queued behind the current delivery when called from one. Cost: that of ``dispatch(_:)``, plus keeping the
    /// transaction with the action.
    ///
    /// - Parameters:
    ///   - action: The action to deliver.
    ///   - transaction: What the change asks of the views, such as an animation.
    public func dispatch(_ action: Action, transaction: Transaction) {
        if let scoped {
            return scoped.dispatch(action, transaction)
        }
        gate.lock()
        defer { gate.unlock() }
        deliverOrQueue(action, transaction)
    }
}
