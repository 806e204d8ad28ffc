extension Mutation {
    /// This mutation with an alert composed in: any action sent to the alert (a button's
    /// ``PresentationAction/presented(_:)``, or ``PresentationAction/dismiss``) removes it, then reaches this
    /// mutation, which handles the button's action and may show another alert.
    ///
    /// An action for an alert that is absent (a second tap, a late answer) changes nothing: it is reported by the
    /// debug log and does not reach this mutation. Cost per action: one `action.extract` call; for the alert's,
    /// a key path read and write.
    ///
    /// - Parameters:
    ///   - keyPath: The optional alert in the state, such as `\.alert`.
    ///   - action: The case of this mutation's action that carries the alert's actions.
    public func ifLet<AlertAction>(
        state keyPath: any WritableKeyPath<State, AlertState<AlertAction>?> & Sendable,
        action: ActionCase<Action, PresentationAction<AlertAction>>
    ) -> PresentedAlertMutation<Self, AlertState<AlertAction>, AlertAction> {
        PresentedAlertMutation(parent: self, keyPath: keyPath, action: action)
    }

    /// This mutation with a confirmation dialog composed in: any action sent to the dialog removes it, then
    /// reaches this mutation, as the alert's `ifLet(state:action:)` does: an action for an absent dialog changes
    /// nothing and is reported. Cost as for an alert.
    ///
    /// - Parameters:
    ///   - keyPath: The optional dialog in the state, such as `\.dialog`.
    ///   - action: The case of this mutation's action that carries the dialog's actions.
    public func ifLet<DialogAction>(
        state keyPath: any WritableKeyPath<State, ConfirmationDialogState<DialogAction>?> & Sendable,
        action: ActionCase<Action, PresentationAction<DialogAction>>
    ) -> PresentedAlertMutation<Self, ConfirmationDialogState<DialogAction>, DialogAction> {
        PresentedAlertMutation(parent: self, keyPath: keyPath, action: action)
    }
}

/// A parent mutation with an alert or a confirmation dialog removed first by any action sent to it: what
/// `ifLet(state:action:)` returns for an ``AlertState`` or a ``ConfirmationDialogState``.
public struct PresentedAlertMutation<Parent: Mutation, Alert: Sendable, AlertAction: Sendable>: Mutation {
    let parent: Parent
    let keyPath: any WritableKeyPath<Parent.State, Alert?> & Sendable
    let action: ActionCase<Parent.Action, PresentationAction<AlertAction>>

    /// Removes the alert for an action sent to it (or reports and drops that action when there is none), then
    /// applies `action` with the parent's mutation.
    public func mutate(action: Parent.Action, state: inout Parent.State) {
        if self.action.extract(action) != nil {
            guard state[keyPath: keyPath] != nil else {
                return IgnoredChildAction.reportAbsent(Alert.self, at: keyPath)
            }
            state[keyPath: keyPath] = nil
        }
        parent.mutate(action: action, state: &state)
    }
}
