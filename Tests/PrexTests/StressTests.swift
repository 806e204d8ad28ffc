import Dispatch
import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// Seeded random workloads from several threads at once, with re-entrant dispatches and listeners coming and
/// going. The expected result is built from the actions each thread generates (its sequence is fixed by its
/// seed), not from what the Flux reports, so a Flux that lost or repeated actions fails.
@Suite(.timeLimit(.minutes(5)))
struct StressTests {
    /// The first two seeds in a plain `swift test`, all five under `PREX_FULL_SIZE=1` (``TestSize``).
    static let seeds: [UInt64] = TestSize.pick(full: [1, 7, 42, 2_026, 90_210], reduced: [1, 7])
    static let threads = 4
    static let actionsPerThread = 10_000
    /// The views test records every change each view reflects (whole states), so it runs fewer actions.
    static let actionsPerThreadWithViews = 2_500
    /// Thread 0 adds and removes a short-lived listener (and dispatches `.add(0)`) at every multiple of this.
    static let churnInterval = 50

    /// The action a thread dispatches at `index`: records carry their thread and index, so every one is
    /// unique and its thread's order can be checked. A quarter are records (each one grows the state's log).
    static func action(thread: Int, index: Int, random: inout SplitMix64) -> TallyAction {
        switch random.next() % 8 {
        case 0, 1, 2: .add(Int(random.next() % 10))
        case 3, 4, 5: .rename("t\(thread)-\(index)")
        default: .record(thread * 1_000_000 + index)
        }
    }

    /// Everything `thread` dispatches, in order: the same for the same seed.
    static func actions(thread: Int, seed: UInt64, count: Int) -> [TallyAction] {
        var random = SplitMix64(seed: seed &+ UInt64(thread))
        return (0..<count).map { index in action(thread: thread, index: index, random: &random) }
    }

    /// A key that orders actions, to compare two lists of actions as multisets.
    static func sortKey(_ action: TallyAction) -> String {
        switch action {
        case .add(let amount): "add \(amount)"
        case .rename(let label): "rename \(label)"
        case .record(let value): "record \(value)"
        }
    }

    /// The parts of a state a change is compared by: enough to tell consecutive states apart, without
    /// keeping every version of the growing log.
    struct Summary: Equatable {
        var count: Int
        var label: String
        var logCount: Int
        var logLast: Int?

        init(_ state: TallyState) {
            count = state.count
            label = state.label
            logCount = state.log.count
            logLast = state.log.last
        }
    }

    @Test(arguments: seeds)
    func concurrentReentrantDispatchesApplyExactlyWhatTheThreadsDispatched(seed: UInt64) async throws {
        // Given each thread's seeded actions, a Flux, a handler that logs the total order (and re-dispatches
        // `.add(1)` after each record that is a multiple of 7), and a listener that records every change (and
        // re-dispatches a rename after each record that is a multiple of 11)
        let generated = (0..<Self.threads).map { Self.actions(thread: $0, seed: seed, count: Self.actionsPerThread) }
        let flux = Flux.make()
        let applied = Recorder<TallyAction>()
        let handler = flux.dispatcher.register { [dispatcher = flux.dispatcher] action in
            applied.append(action)
            if case .record(let value) = action, value.isMultiple(of: 7) {
                dispatcher.dispatch(.add(1))
            }
        }
        let changes = Recorder<[Summary]>()
        let listener = flux.store.addListener { [dispatcher = flux.dispatcher] change in
            changes.append([Summary(change.old ?? TallyState()), Summary(change.new)])
            if let last = change.new.log.last, last.isMultiple(of: 11), change.old?.log.count != change.new.log.count {
                dispatcher.dispatch(.rename("listener \(last)"))
            }
        }

        // When 4 threads dispatch 10,000 actions each, while one of them also adds and removes short-lived
        // listeners
        let churned = Recorder<Int>()
        await ThreadGroup.run(Self.threads) { thread in
            for (index, action) in generated[thread].enumerated() {
                flux.dispatcher.dispatch(action)
                if thread == 0, index.isMultiple(of: Self.churnInterval) {
                    let watcher = flux.store.addListener { _ in churned.append(1) }
                    flux.dispatcher.dispatch(.add(0))
                    flux.store.removeListener(with: watcher)
                }
            }
        }

        // Then the dispatcher delivered exactly the generated actions and the re-dispatches they cause
        let records = generated.joined().compactMap { if case .record(let value) = $0 { value } else { nil } }
        let sevens = records.filter { $0.isMultiple(of: 7) }
        let churnCount = (Self.actionsPerThread + Self.churnInterval - 1) / Self.churnInterval
        let expected =
            Array(generated.joined()) + sevens.map { _ in TallyAction.add(1) }
            + records.filter { $0.isMultiple(of: 11) }.map { TallyAction.rename("listener \($0)") }
            + Array(repeating: TallyAction.add(0), count: churnCount)
        let delivered = applied.all
        #expect(delivered.count == expected.count, "seed \(seed)")
        #expect(delivered.map(Self.sortKey).sorted() == expected.map(Self.sortKey).sorted(), "seed \(seed)")

        // And the store holds what those actions make, whatever their order across threads
        let state = flux.store.state
        let added = generated.joined().reduce(0) { sum, action in
            if case .add(let amount) = action { sum + amount } else { sum }
        }
        #expect(state.count == added + sevens.count, "seed \(seed)")
        #expect(state.log.sorted() == records.sorted(), "seed \(seed)")
        for thread in 0..<Self.threads {
            let own = state.log.filter { $0 / 1_000_000 == thread }
            #expect(own == own.sorted(), "seed \(seed), thread \(thread): its records in its own order")
        }

        // And the store applied them in the order the handler saw them
        var model = TallyState()
        for action in delivered {
            TallyMutation().mutate(action: action, state: &model)
        }
        #expect(model == state, "seed \(seed)")

        // And the listener saw a gap-free sequence of changes, one per applied action
        let seen = changes.all
        #expect(seen.count == expected.count, "seed \(seed)")
        #expect(try #require(seen.first)[0] == Summary(TallyState()), "seed \(seed)")
        #expect(try #require(seen.last)[1] == Summary(state), "seed \(seed)")
        let gaps = zip(seen, seen.dropFirst()).filter { $0[1] != $1[0] }.count
        #expect(gaps == 0, "seed \(seed)")
        #expect(churned.count >= churnCount, "seed \(seed)")

        flux.store.removeListener(with: listener)
        flux.dispatcher.unregister(handler)
        #expect(flux.store.listenerCount == 0)
    }

    @MainActor
    @Test(arguments: seeds)
    func viewsCreatedAndDroppedDuringTheLoadEndAtTheStoresState(seed: UInt64) async {
        // Given a shared Flux and views that re-dispatch from reflect now and then
        let flux = Flux.make()
        var random = SplitMix64(seed: seed)
        var views: [RecordingView<TallyState>] = []
        var presenters: [Presenter<TallyAction, TallyState>] = []
        func addView() {
            let view = RecordingView<TallyState>()
            let presenter = Presenter(view: view, flux: flux)
            view.onReflect = { change in
                if change.new.count % 97 == 0, change.old?.count != change.new.count {
                    presenter.dispatch(.rename("reflect \(change.new.count)"))
                }
            }
            views.append(view)
            presenters.append(presenter)
        }
        for _ in 0..<4 {
            addView()
        }

        // When background threads dispatch while main adds and drops views
        let dispatching = ThreadGroup(Self.threads) { thread in
            var random = SplitMix64(seed: seed &+ UInt64(thread) &+ 100)
            for index in 0..<Self.actionsPerThreadWithViews {
                flux.dispatcher.dispatch(Self.action(thread: thread, index: index, random: &random))
            }
        }
        for round in 0..<200 {
            if random.next().isMultiple(of: 2), presenters.count > 1 {
                let index = Int(random.next() % UInt64(presenters.count))
                views.remove(at: index)
                presenters.remove(at: index)
            } else {
                addView()
            }
            presenters[round % presenters.count].dispatch(.add(1))
            await MainQueueProbe.drain()
        }
        await dispatching.wait()
        await MainQueueProbe.drain()
        await MainQueueProbe.drain()

        // Then every live view ended at the store's state, having seen its changes in order
        let state = flux.store.state
        for view in views {
            #expect(view.changes.last?.new == state, "seed \(seed)")
            #expect(view.reflectedOffMainQueue == 0, "seed \(seed)")
            let gaps = zip(view.changes, view.changes.dropFirst()).filter { $0.new != $1.old }.count
            #expect(gaps == 0, "seed \(seed)")
        }
        #expect(flux.store.listenerCount == presenters.count, "seed \(seed)")
    }
}
