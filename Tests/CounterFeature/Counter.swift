import Prex

// The README's counter, as a feature module: state, actions, mutation and presenter methods, in files that
// import Prex. A SwiftUI file imports this module and PrexObservation, not Prex.
//
// It is the test tree's only counter: the tests import it, and DocumentationSampleTests compiles this file's text
// with the documents' samples that use the counter without declaring it (so it stays one file that imports Prex
// alone, and whatever it adds must not clash with those samples).

/// The counter's state: the number on screen, and a title.
package struct CounterState: State, Equatable {
    package var count = 0
    package var title = "Counter"

    package init() {}
}

/// What the counter can do.
package enum CounterAction: Action, Equatable {
    case increment
    case decrement
    case rename(String)
}

/// The only code that changes ``CounterState``.
package struct CounterMutation: Mutation {
    package init() {}

    package func mutate(action: CounterAction, state: inout CounterState) {
        switch action {
        case .increment: state.count += 1
        case .decrement: state.count -= 1
        case .rename(let title): state.title = title
        }
    }
}

/// The counter's presenter, named so that a SwiftUI file can spell a model's type without importing Prex:
/// `ObservableModel<CounterPresenter>`.
package typealias CounterPresenter = Presenter<CounterAction, CounterState>

extension Presenter where Action == CounterAction, State == CounterState {
    package func increment() {
        dispatch(.increment)
    }

    package func decrement() {
        if state.count > 0 {
            dispatch(.decrement)
        }
    }

    package func rename(_ title: String) {
        dispatch(.rename(title))
    }
}
