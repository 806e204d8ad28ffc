import Prex

/// A state with two independent properties and a list, for tests that need more than a counter.
struct TallyState: State, Equatable {
    var count = 0
    var label = ""
    var log: [Int] = []
}

enum TallyAction: Action, Equatable, Codable {
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
