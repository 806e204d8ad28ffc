import Dispatch
import Prex
import TestSupport
import Testing

/// A view is never called while it reflects, whichever thread the change came from: a change that arrives while
/// it reflects (one it dispatched from `reflect`, or one another thread made) reaches it right after, in order,
/// starting from what it showed.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ReentrantDeliveryTests {
    nonisolated static let threads = 4
    nonisolated static let actionsPerThread = 2_000

    @Test func aDispatchFromReflectingABackgroundChangeIsQueuedNotNested() async {
        // Given a view that dispatches `add(1)` from `reflect` when it sees a count of 1
        let view = CountingUpView(upTo: 2)
        let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())
        view.flux = presenter.flux

        // When a background thread dispatches the first `add(1)`, and the main queue delivers it
        MainQueueProbe.runInBackgroundAndWait { presenter.dispatch(.add(1)) }
        await MainQueueProbe.drain()

        // Then the view saw 1 then 2, one after the other, and shows the store's state
        #expect(presenter.state.count == 2)
        #expect(view.seen == [1, 2])
        #expect(view.reentries == 0)
        #expect(view.shown == presenter.state)
    }

    @Test func viewsThatDispatchFromReflectSeeEachStateOnceInOrderAndEndWhereTheModelDoes() async {
        // Given four views on one Flux; three of them dispatch an echo from `reflect` for every multiple of
        // `RelayView.milestone` the total passed since what they showed
        let flux = Flux(state: RelayState(), mutation: RelayMutation())
        let views = (0..<4).map { RelayView(index: $0, echoes: $0 < 3, flux: flux) }

        // When four threads dispatch their seeded actions at once, while the main queue delivers
        let seed = SplitMix64.seed(default: 0x5EED_33)
        await ThreadGroup.run(Self.threads) { thread in
            for action in RelayModel.actions(ofThread: thread, seed: seed) {
                flux.dispatcher.dispatch(action)
            }
        }
        await MainQueueProbe.drain()

        // Then no view was re-entered, each saw strictly newer states, each change started from what it
        // showed, and the store and every view end at the model's state
        let model = RelayModel.finalState(seed: seed, echoingViews: 3)
        #expect(flux.store.state == model)
        for view in views {
            #expect(view.violations == [], "view \(view.index)")
            #expect(view.shown == model, "view \(view.index)")
            #expect(view.reflections > 0)
        }
    }
}

/// A view that dispatches `add(1)` from `reflect` while the count it sees is below `limit`, and records what it saw
/// and whether it was called while reflecting.
@MainActor
private final class CountingUpView: View {
    let limit: Int
    var flux: Flux<TallyAction, TallyState>?
    private(set) var seen: [Int] = []
    private(set) var reentries = 0
    private(set) var shown = TallyState()
    private var isReflecting = false

    init(upTo limit: Int) {
        self.limit = limit
    }

    func reflect(change: StateChange<TallyState>) {
        if isReflecting {
            reentries += 1
        }
        isReflecting = true
        defer { isReflecting = false }
        seen.append(change.new.count)
        shown = change.new
        if change.new.count < limit {
            flux?.dispatcher.dispatch(.add(1))
        }
    }
}

/// The relay's state: every action makes a new version, so a view can tell each state the store made.
private struct RelayState: State, Equatable {
    /// How many actions were applied.
    var version = 0
    /// The amounts each dispatching thread added.
    var added = Array(repeating: 0, count: ReentrantDeliveryTests.threads)
    /// The echoes each view dispatched.
    var echoes = Array(repeating: 0, count: 4)

    var total: Int {
        added.reduce(0, +)
    }
}

private enum RelayAction: Action {
    case add(thread: Int, amount: Int)
    case echo(view: Int)
}

private struct RelayMutation: Mutation {
    func mutate(action: RelayAction, state: inout RelayState) {
        state.version += 1
        switch action {
        case .add(let thread, let amount): state.added[thread] += amount
        case .echo(let view): state.echoes[view] += 1
        }
    }
}

/// What the threads dispatch, and the state they and the views must end at, whatever the interleaving: the
/// counters commute, and an echoing view echoes once per milestone of the final total.
private enum RelayModel {
    static func actions(ofThread thread: Int, seed: UInt64) -> [RelayAction] {
        var random = SplitMix64(seed: seed &+ UInt64(thread))
        return (0..<ReentrantDeliveryTests.actionsPerThread).map { _ in
            .add(thread: thread, amount: Int.random(in: 1...3, using: &random))
        }
    }

    static func finalState(seed: UInt64, echoingViews: Int) -> RelayState {
        var state = RelayState()
        let mutation = RelayMutation()
        for thread in 0..<ReentrantDeliveryTests.threads {
            for action in actions(ofThread: thread, seed: seed) {
                mutation.mutate(action: action, state: &state)
            }
        }
        let echoes = state.total / RelayView.milestone
        for view in 0..<echoingViews {
            for _ in 0..<echoes {
                mutation.mutate(action: .echo(view: view), state: &state)
            }
        }
        return state
    }
}

/// A view that checks every delivery it gets, and, if `echoes`, dispatches from `reflect`.
@MainActor
private final class RelayView: View {
    nonisolated static let milestone = 25

    let index: Int
    let echoes: Bool
    private let flux: Flux<RelayAction, RelayState>
    private var presenter: Presenter<RelayAction, RelayState>?
    private(set) var shown: RelayState
    private(set) var reflections = 0
    private(set) var violations: [String] = []
    private var isReflecting = false

    init(index: Int, echoes: Bool, flux: Flux<RelayAction, RelayState>) {
        self.index = index
        self.echoes = echoes
        self.flux = flux
        shown = flux.store.state
        presenter = Presenter(view: self, flux: flux)
    }

    func reflect(change: StateChange<RelayState>) {
        if isReflecting {
            violations.append("re-entered with version \(change.new.version)")
        }
        isReflecting = true
        defer { isReflecting = false }
        if !MainQueueProbe.isOnMainQueue {
            violations.append("reflected off the main queue")
        }
        if change.old != shown {
            violations.append("old \(change.old?.version ?? -1) is not the shown \(shown.version)")
        }
        if change.new.version <= shown.version {
            violations.append("version \(change.new.version) after \(shown.version)")
        }
        let passed = change.new.total / Self.milestone - shown.total / Self.milestone
        shown = change.new
        reflections += 1
        if echoes {
            for _ in 0..<passed {
                flux.dispatcher.dispatch(.echo(view: index))
            }
        }
    }
}
