extension Flux {
    /// Dispatches an action that carries `transaction`: ``Dispatcher/dispatch(_:transaction:)`` on this Flux's
    /// dispatcher. Safe from any thread; the way an effect animates what it dispatches:
    ///
    /// ```swift
    /// flux.task { _ in
    ///     let items = await loadItems()
    ///     flux.dispatch(.loaded(items), transaction: Transaction(animation: .default))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - action: The action to dispatch.
    ///   - transaction: What the change asks of the views.
    public func dispatch(_ action: Action, transaction: Transaction) {
        dispatcher.dispatch(action, transaction: transaction)
    }

    /// Dispatches an action whose change the views animate with `animation`: a transaction of that animation.
    /// Safe from any thread.
    ///
    /// - Parameters:
    ///   - action: The action to dispatch.
    ///   - animation: How to animate the change; `nil` dispatches it without a transaction.
    public func dispatch(_ action: Action, animation: Transaction.Animation?) {
        dispatcher.dispatch(action, transaction: Transaction(animation: animation))
    }
}
