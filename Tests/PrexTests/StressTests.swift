import Dispatch
import PrexTesting
import TestSupport
import Testing

@testable import Prex

/// Seeded random workloads from several threads at once, with re-entrant dispatches and listeners coming and
/// going, checked against a sequential model of the same actions.
struct StressTests {
    static let seeds: [UInt64] = [1, 7, 42, 2_026, 90_210]
    static let threads = 4
    static let actionsPerThread = 2_500

    /// The action a thread dispatches at `index`: records carry their thread and index, so every one is
    /// unique and its thread's order can be checked.
    static func action(thread: Int, index: Int, random: inout SplitMix64) -> TallyAction {
        switch random.next() % 4 {
        case 0: .add(Int(random.next() % 10))
        case 1: .rename("t\(thread)-\(index)")
        default: .record(thread * 1_000_000 + index)
        }
    }

    @Test(arguments: seeds)
    func concurrentReentrantDispatchesMatchASequentialModel(seed: UInt64) {
        // Given a Flux, a handler that logs the total order (and re-dispatches on some records), and a
        // listener that checks every change starts where the previous one ended
        let flux = Flux.make()
        let applied = Recorder<TallyAction>()
        let handler = flux.dispatcher.register { [dispatcher = flux.dispatcher] action in
            applied.append(action)
            if case .record(let value) = action, value % 7 == 0 {
                dispatcher.dispatch(.add(1))
            }
        }
        let changes = Recorder<StateChange<TallyState>>()
        let listener = flux.store.addListener { [dispatcher = flux.dispatcher] change in
            changes.append(change)
            if let last = change.new.log.last, last.isMultiple(of: 11), change.old?.log.count != change.new.log.count {
                dispatcher.dispatch(.rename("listener \(last)"))
            }
        }

        // When 4 threads dispatch 2,500 seeded actions each, while one of them also adds and removes
        // short-lived listeners
        let churned = Recorder<Int>()
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            var random = SplitMix64(seed: seed &+ UInt64(thread))
            for index in 0..<Self.actionsPerThread {
                flux.dispatcher.dispatch(Self.action(thread: thread, index: index, random: &random))
                if thread == 0, index.isMultiple(of: 50) {
                    let watcher = flux.store.addListener { _ in churned.append(1) }
                    flux.dispatcher.dispatch(.add(0))
                    flux.store.removeListener(with: watcher)
                }
            }
        }

        // Then replaying the applied order sequentially gives the store's state
        var model = TallyState()
        for action in applied.all {
            TallyMutation().mutate(action: action, state: &model)
        }
        let state = flux.store.state
        #expect(model == state, "seed \(seed)")

        // And every dispatched action was applied once, each thread's in its own order
        let records = applied.all.compactMap { if case .record(let value) = $0 { value } else { nil } }
        #expect(records.count == Set(records).count, "seed \(seed)")
        for thread in 0..<Self.threads {
            let own = records.filter { $0 / 1_000_000 == thread }
            #expect(own == own.sorted(), "seed \(seed), thread \(thread)")
        }
        let sevens = records.filter { $0.isMultiple(of: 7) }.count
        let adds = applied.all.filter { $0 == .add(1) }.count
        #expect(adds >= sevens, "seed \(seed)")

        // And the listener saw a gap-free sequence of changes, one per applied action
        let seen = changes.all
        #expect(seen.count == applied.count, "seed \(seed)")
        #expect(seen.first?.old == TallyState(), "seed \(seed)")
        #expect(seen.last?.new == state, "seed \(seed)")
        let gaps = zip(seen, seen.dropFirst()).filter { $0.new != $1.old }.count
        #expect(gaps == 0, "seed \(seed)")
        #expect(churned.count >= Self.actionsPerThread / 50, "seed \(seed)")

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
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
                var random = SplitMix64(seed: seed &+ UInt64(thread) &+ 100)
                for index in 0..<Self.actionsPerThread {
                    flux.dispatcher.dispatch(Self.action(thread: thread, index: index, random: &random))
                }
            }
            done.signal()
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
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                done.wait()
                continuation.resume()
            }
        }
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
