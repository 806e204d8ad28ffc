import Prex

/// A state with two independent properties and a list.
struct TallyState: State, Equatable {
    var count = 0
    var label = ""
    var log: [Int] = []
}

enum TallyAction: Action, Equatable {
    case add(Int)
    case rename(String)
    case record(Int)
}

struct TallyMutation: Mutation {
    func mutate(action: TallyAction, state: inout TallyState) {
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
    static func make(_ state: TallyState = TallyState()) -> Flux {
        Flux(state: state, mutation: TallyMutation())
    }
}

extension Presenter where Action == TallyAction, State == TallyState {
    /// Adds `amount`, unless it is zero: a presenter method that decides which action to dispatch.
    func add(_ amount: Int) {
        if amount != 0 {
            dispatch(.add(amount))
        }
    }
}
