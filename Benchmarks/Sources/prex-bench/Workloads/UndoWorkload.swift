import Prex

/// What undo costs: a counter whose count is undoable (its history full, so that each step drops the oldest)
/// against the same counter without undo; a text field typed into with `.typing` coalescing; an undo and a redo.
enum UndoWorkload {
    struct Counter: State {
        var count = 0
        var history = UndoHistory<Int>(depth: 100)
        var name = ""
        var names = UndoHistory<String>(depth: 100)
    }

    enum CounterAction: BindableAction, Equatable {
        case binding(BindingAction<Counter>)
        case increment
        case undo
        case redo

        var binding: BindingAction<Counter>? {
            if case .binding(let binding) = self { binding } else { nil }
        }
    }

    struct CounterMutation: Mutation {
        func mutate(action: CounterAction, state: inout Counter) {
            if action == .increment {
                state.count &+= 1
            }
        }
    }

    /// A Flux with a listener that reads the count; `undoable` composes undo of the count.
    static func makeFlux(undoable: Bool) -> (Flux<CounterAction, Counter>, Subscription) {
        let flux =
            undoable
            ? Flux(
                state: Counter(),
                mutation: CounterMutation().undoable(\.count, history: \.history, undo: .undo, redo: .redo))
            : Flux(state: Counter(), mutation: CounterMutation())
        for _ in 0..<100 {
            flux.dispatcher.dispatch(.increment)
        }
        return (flux, flux.store.addListener { change in Sink.value &+= change.new.count })
    }

    static func increment(_ flux: Flux<CounterAction, Counter>, count: Int) {
        for _ in 0..<count {
            flux.dispatcher.dispatch(.increment)
        }
    }

    static let workload = Workload(
        name: "undo", summary: "a change of an undoable count, its history full, vs the same change without undo",
        defaultCount: 1_000_000
    ) { count, mode in
        let (flux, listener) = makeFlux(undoable: true)
        let (plain, plainListener) = makeFlux(undoable: false)
        defer {
            flux.store.removeListener(with: listener)
            plain.store.removeListener(with: plainListener)
        }
        let times = mode.compare(count: count) {
            increment(flux, count: $0)
        } floor: {
            increment(plain, count: $0)
        }
        return [
            Row(
                name: "undo", count: count, unit: "ns/action", value: times.library, floor: times.floor,
                floorName: "the same change, no undo", target: nil)
        ]
    }

    /// The undo workload's floor alone, for `instructions.sh`.
    static let plain = Workload(
        name: "undo-plain", summary: "the undo workload's floor: the same change without undo", defaultCount: 1_000_000
    ) { count, mode in
        let (flux, listener) = makeFlux(undoable: false)
        defer { flux.store.removeListener(with: listener) }
        let value = mode.measure(count: count) { increment(flux, count: $0) }
        return [
            Row(
                name: "undo-plain", count: count, unit: "ns/action", value: value, floor: nil, floorName: nil,
                target: nil)
        ]
    }

    /// An undo then a redo, alternately: the cost of moving one step.
    static let move = Workload(
        name: "undo-move", summary: "undo and redo of the count, alternately (one step moved per action)",
        defaultCount: 1_000_000
    ) { count, mode in
        let (flux, listener) = makeFlux(undoable: true)
        defer { flux.store.removeListener(with: listener) }
        let value = mode.measure(count: count) { count in
            for index in 0..<count {
                flux.dispatcher.dispatch(index & 1 == 0 ? .undo : .redo)
            }
        }
        return [
            Row(
                name: "undo-move", count: count, unit: "ns/action", value: value, floor: nil, floorName: nil,
                target: nil)
        ]
    }

    /// A text field typed into, its name undoable with `.typing`: the texts of `BindingWorkload.texts`, so that
    /// the binding-string row is the same edits without undo.
    static let typing = Workload(
        name: "undo-typing", summary: "a text field's bindings through undo with .typing coalescing (one open step)",
        defaultCount: 1_000_000
    ) { count, mode in
        let flux = Flux(
            state: Counter(),
            mutation: CounterMutation().applyingBindings()
                .undoable(\.name, history: \.names, undo: .undo, redo: .redo, coalescing: .typing))
        let listener = flux.store.addListener { change in Sink.value &+= change.new.name.utf8.count }
        defer { flux.store.removeListener(with: listener) }
        let keyPath = \Counter.name
        let texts = BindingWorkload.texts
        let value = mode.measure(count: count) { count in
            for index in 0..<count {
                flux.dispatcher.dispatch(.binding(.set(keyPath, texts[index & 1])))
            }
        }
        return [
            Row(
                name: "undo-typing", count: count, unit: "ns/action", value: value, floor: nil, floorName: nil,
                target: nil)
        ]
    }

    static let workloads = [workload, plain, move, typing]
}
