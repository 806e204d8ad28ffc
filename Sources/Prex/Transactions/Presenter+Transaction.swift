extension Presenter {
    /// Dispatches an action that carries `transaction` to the Flux: its change reaches the view with
    /// ``StateChange/transaction`` set to it. Safe from any thread; see ``Dispatcher/dispatch(_:transaction:)``.
    ///
    /// - Parameters:
    ///   - action: The action to apply.
    ///   - transaction: What the change asks of the view, such as an animation.
    nonisolated public final func dispatch(_ action: Action, transaction: Transaction) {
        flux.dispatcher.dispatch(action, transaction: transaction)
    }

    /// Dispatches an action whose change the view animates with `animation`: `presenter.dispatch(.toggle,
    /// animation: .default)`. Safe from any thread.
    ///
    /// - Parameters:
    ///   - action: The action to apply.
    ///   - animation: How to animate the change; `nil` dispatches it without a transaction.
    nonisolated public final func dispatch(_ action: Action, animation: Transaction.Animation?) {
        flux.dispatcher.dispatch(action, transaction: Transaction(animation: animation))
    }
}
