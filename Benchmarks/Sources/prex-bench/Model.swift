import Prex

// The states, actions and mutations the workloads push through the library.

struct CounterState: State {
    var count = 0
}

enum CounterAction: Action, Codable {
    case increment
}

struct CounterMutation: Mutation {
    func mutate(action: CounterAction, state: inout CounterState) {
        state.count &+= 1
    }
}

/// A row of a large list: small, `Equatable`, like a typical table-view model.
struct Item: Equatable, Sendable, Codable {
    var id: Int
    var title: String
    var isDone: Bool
}

/// A state that also holds 10,000 items that the actions never touch.
struct LargeState: State {
    var count = 0
    var items: [Item] = (0..<10_000).map { Item(id: $0, title: "item \($0)", isDone: false) }
}

struct LargeMutation: Mutation {
    func mutate(action: CounterAction, state: inout LargeState) {
        state.count &+= 1
    }
}

/// Somewhere to put results so that the optimizer cannot drop the work that computed them.
enum Sink {
    // `nonisolated(unsafe)` is sound here: the benchmark writes it from one thread at a time (each workload
    // runs its loop on one thread), and the value is never read for anything but keeping work alive. For the
    // same reason no dynamic exclusivity check is needed, and it would dominate the floors' timings.
    @exclusivity(unchecked) nonisolated(unsafe) static var value = 0
}

extension Flux where Action == CounterAction {
    /// Dispatches `count` increments: the loop the dispatch-cost workloads time.
    func dispatchIncrements(_ count: Int) {
        for _ in 0..<count {
            dispatcher.dispatch(.increment)
        }
    }
}

extension Flux where Action == CounterAction, State == CounterState {
    /// Adds the store listener the dispatch workload has, so that figures taken with it compare.
    func addCountingListener() -> Subscription {
        store.addListener { change in Sink.value &+= change.new.count }
    }
}
