import Prex

/// A state with two independent properties and a list, for tests that need more than a counter.
package struct TallyState: State, Equatable {
    package var count = 0
    package var label = ""
    package var log: [Int] = []

    package init(count: Int = 0, label: String = "", log: [Int] = []) {
        self.count = count
        self.label = label
        self.log = log
    }
}

package enum TallyAction: Action, Equatable, Codable {
    case add(Int)
    case rename(String)
    case record(Int)
}

package struct TallyMutation: Mutation {
    package init() {}

    package func mutate(action: TallyAction, state: inout TallyState) {
        switch action {
        case .add(let amount):
            state.count += amount
        case .rename(let label):
            state.label = label
        case .record(let value):
            state.log.append(value)
        }
    }
}

extension Flux where Action == TallyAction, State == TallyState {
    package static func make(_ state: TallyState = TallyState()) -> Flux {
        Flux(state: state, mutation: TallyMutation())
    }
}

extension Presenter where Action == TallyAction, State == TallyState {
    /// Adds `amount`, unless it is zero: a presenter method that decides which action to dispatch.
    package func add(_ amount: Int) {
        if amount != 0 {
            dispatch(.add(amount))
        }
    }
}
