import Prex
import PrexObservation

/// An action that applies its closure to the state: a test declares the state it needs and nothing else.
struct Edit<Root: Prex.State>: Prex.Action {
    let apply: @Sendable (inout Root) -> Void
}

/// Applies ``Edit`` actions.
struct EditMutation<Root: Prex.State>: Mutation {
    func mutate(action: Edit<Root>, state: inout Root) {
        action.apply(&state)
    }
}

/// A model of `Root` whose presenter applies closures.
typealias EditModel<Root: Prex.State> = ObservableModel<Presenter<Edit<Root>, Root>>

@MainActor
func editModel<Root: Prex.State>(_ state: Root) -> EditModel<Root> {
    ObservableModel(state: state, mutation: EditMutation())
}

extension Presenter {
    /// Dispatches an action that applies `apply` to the state.
    func edit(_ apply: @escaping @Sendable (inout State) -> Void) where Action == Edit<State> {
        dispatch(Edit(apply: apply))
    }
}
