extension Mutation where Action: BindableAction, Action.State == State {
    /// This mutation with the binding case applied first: a binding action sets its property, then reaches this
    /// mutation, which sees the new value and can react to it (validate, derive other fields).
    ///
    /// ```swift
    /// let flux = Flux(state: SignUpForm(), mutation: SignUpMutation().applyingBindings())
    /// ```
    ///
    /// Cost per action: reading ``BindableAction/binding``; for a binding, ``BindingAction/apply(to:)``.
    ///
    /// - Returns: The mutation the Flux (or a parent's ``Mutation/scope(state:action:_:)``) should run.
    public func applyingBindings() -> BindingMutation<Self> {
        BindingMutation(base: self)
    }
}

/// A feature's mutation with its binding actions applied before it runs: ``Mutation/applyingBindings()``.
public struct BindingMutation<Base: Mutation>: Mutation
where Base.Action: BindableAction, Base.Action.State == Base.State {
    @usableFromInline let base: Base

    /// Applies the binding `action` carries, if any, then `action` with the feature's mutation.
    @inlinable
    public func mutate(action: Base.Action, state: inout Base.State) {
        if let binding = action.binding {
            binding.apply(to: &state)
        }
        base.mutate(action: action, state: &state)
    }
}
