import Prex

/// A Flux whose every dispatch makes the value diff of two given app states, through public API: its mutation
/// replaces the state by the other one, and its debug log diffs the state before and after. The diff is the
/// engine `expectNoDifference` prints with; the entry adds the action's name (one lookup) and one buffer for the
/// lines; the dispatch adds a few hundred nanoseconds to diffs of tens of microseconds.
enum StateDiffFlux {
    /// Which of the two states to show.
    enum Swap: Action {
        case toFirst
        case toSecond
    }

    /// Replaces the state by the first or the second state, as the action says: no copy, a retain of the value.
    struct SwapMutation: Mutation {
        let first: AppState
        let second: AppState

        func mutate(action: Swap, state: inout AppState) {
            switch action {
            case .toFirst: state = first
            case .toSecond: state = second
            }
        }
    }

    /// A Flux starting at `first`, logging to a sink that discards each entry (after reading its length).
    static func make(first: AppState, second: AppState) -> Flux<Swap, AppState> {
        Flux(
            state: first, mutation: SwapMutation(first: first, second: second),
            debugLog: .custom { Sink.value &+= $0.utf8.count })
    }
}

extension Flux where Action == StateDiffFlux.Swap {
    /// Dispatches `count` swaps, alternating from the first state to the second and back: `count` diffs, each of
    /// the two states (one way, then the other).
    func dispatchSwaps(_ count: Int) {
        for index in 0..<count {
            dispatcher.dispatch(index.isMultiple(of: 2) ? .toSecond : .toFirst)
        }
    }
}
