import CounterFeature
import Dispatch
import PrexTesting
import TestSupport
import Testing

@testable import Prex

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PresenterTests {
    @Test func dispatchOnMainReflectsBeforeReturning() {
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())

        presenter.dispatch(.add(1))

        #expect(view.changes.count == 1)
        #expect(view.changes.first?.old?.count == 0)
        #expect(view.changes.first?.new.count == 1)
        #expect(view.reflectedOffMainQueue == 0)
    }

    @Test func dispatchOffMainReachesTheViewOnMainAsynchronously() async {
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())

        // When a background thread dispatches while the main queue is busy (blocked here)
        MainQueueProbe.runInBackgroundAndWait { presenter.dispatch(.add(1)) }

        // Then the view has not been called yet: the change waits for the main queue
        #expect(view.changes.isEmpty)
        #expect(presenter.state.count == 1)

        // And it arrives once the main queue runs, on the main queue
        await MainQueueProbe.drain()
        #expect(view.changes.map(\.new.count) == [1])
        #expect(view.reflectedOffMainQueue == 0)
    }

    @Test func changesMergedWhileMainIsBusyStartFromTheLastReflectedState() async throws {
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())
        presenter.dispatch(.add(1))

        MainQueueProbe.runInBackgroundAndWait {
            presenter.dispatch(.add(1))
            presenter.dispatch(.rename("x"))
            presenter.dispatch(.add(1))
        }
        await MainQueueProbe.drain()

        try #require(view.changes.count == 2)
        let merged = view.changes[1]
        #expect(merged.old == TallyState(count: 1))
        #expect(merged.new == TallyState(count: 3, label: "x"))
        #expect(merged.label?.value == "x")
    }

    @Test func aDispatchOnMainSupersedesAChangeStillWaitingForTheMainQueue() async {
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())

        // Given a background change waiting for the main queue
        MainQueueProbe.runInBackgroundAndWait { presenter.dispatch(.add(1)) }

        // When main dispatches before the hop runs
        presenter.dispatch(.add(10))

        // Then main reflects both changes at once, and the hop later finds nothing older to deliver
        #expect(view.changes.map(\.new.count) == [11])
        #expect(view.changes.first?.old?.count == 0)
        await MainQueueProbe.drain()
        #expect(view.changes.map(\.new.count) == [11])
    }

    @Test func viewSeesEveryChangeInOrderAndEndsAtTheLatestState() async {
        // Given a view, and 4 background threads dispatching 1,000 actions each while main is free
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                DispatchQueue.concurrentPerform(iterations: 4) { _ in
                    for _ in 0..<1_000 {
                        presenter.dispatch(.add(1))
                    }
                }
                done.resume()
            }
        }

        // When the main queue has run every hop
        await MainQueueProbe.drain()

        // Then each change started where the previous one ended, counts only grew, and the view ended at
        // the store's state
        let changes = view.changes
        #expect(!changes.isEmpty)
        #expect(changes.first?.old?.count == 0)
        for (previous, next) in zip(changes, changes.dropFirst()) {
            #expect(next.old == previous.new)
            #expect(next.new.count > previous.new.count)
        }
        #expect(changes.last?.new == presenter.state)
        #expect(presenter.state.count == 4_000)
        #expect(view.reflectedOffMainQueue == 0)
    }

    @Test func reflectWholeStateRendersEveryPropertyWithoutAnOldState() throws {
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(count: 5, label: "five"), mutation: TallyMutation())

        presenter.reflectWholeState()
        presenter.dispatch(.add(1))

        try #require(view.changes.count == 2)
        #expect(view.changes[0].old == nil)
        #expect(view.changes[0].count?.value == 5)
        #expect(view.changes[0].label?.value == "five")
        #expect(view.changes[1].old == TallyState(count: 5, label: "five"))
        #expect(view.changes[1].label == nil)
    }

    @Test func reflectWholeStateCalledOffMainRendersOnMain() async {
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(count: 2), mutation: TallyMutation())

        MainQueueProbe.runInBackgroundAndWait { presenter.reflectWholeState() }
        #expect(view.changes.isEmpty)
        await MainQueueProbe.drain()

        #expect(view.changes.count == 1)
        #expect(view.changes.first?.old == nil)
        #expect(view.changes.first?.new.count == 2)
        #expect(view.reflectedOffMainQueue == 0)
    }

    @Test func reflectWholeStateDropsOlderChangesStillWaitingForTheMainQueue() async {
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())

        MainQueueProbe.runInBackgroundAndWait { presenter.dispatch(.add(3)) }
        presenter.reflectWholeState()
        await MainQueueProbe.drain()

        #expect(view.changes.count == 1)
        #expect(view.changes.first?.old == nil)
        #expect(view.changes.first?.new.count == 3)
    }

    @Test func reentrantDispatchFromReflectIsQueuedInFIFOOrderNeverNested() {
        // Given a view that dispatches twice when it sees count 1
        let view = RecordingView<TallyState>()
        let presenter = Presenter(view: view, state: TallyState(), mutation: TallyMutation())
        var events: [String] = []
        view.onReflect = { change in
            events.append("begin \(change.new.count)")
            if change.new.count == 1 {
                presenter.dispatch(.add(10))
                presenter.dispatch(.add(100))
            }
            events.append("end \(change.new.count)")
        }

        // When
        presenter.dispatch(.add(1))

        // Then the view saw 1, 11, 111 in turn, each reflect finishing before the next began
        #expect(events == ["begin 1", "end 1", "begin 11", "end 11", "begin 111", "end 111"])
        #expect(view.changes.map(\.old?.count) == [0, 1, 11])
    }

    @Test func aChainOfHundredThousandDispatchesFromReflectRunsInConstantStack() {
        let view = RecordingView<CounterState>()
        let presenter = Presenter(view: view, state: CounterState(), mutation: CounterMutation())
        var depth = 0
        var deepest = 0
        view.onReflect = { change in
            depth += 1
            deepest = max(deepest, depth)
            if change.new.count < 100_000 {
                presenter.increment()
            }
            depth -= 1
        }

        presenter.increment()

        #expect(presenter.state.count == 100_000)
        #expect(view.changes.count == 100_000)
        #expect(deepest == 1)
    }

    @Test func aPresenterExtensionReadsTheStateAndAnyThreadReadsItToo() async {
        let view = RecordingView<CounterState>()
        let presenter = Presenter(view: view, state: CounterState(), mutation: CounterMutation())

        presenter.decrement()  // the extension reads `state` (count 0) and dispatches nothing
        presenter.increment()
        let seenInBackground = await Task.detached { presenter.state.count }.value

        #expect(seenInBackground == 1)
        #expect(view.changes.map(\.new.count) == [1])
    }

    /// A subclass, as the original's README writes one: its own initializer, methods that read `state`.
    final class ClampedCounterPresenter: Presenter<CounterAction, CounterState> {
        init(view: RecordingView<CounterState>) {
            super.init(view: view, flux: Flux(state: CounterState(), mutation: CounterMutation()))
        }

        func decrementUnlessZero() {
            if state.count > 0 {
                dispatch(.decrement)
            }
        }
    }

    @Test func aPresenterSubclassReadsTheStateAndAnyThreadReadsItToo() async {
        let view = RecordingView<CounterState>()
        let presenter = ClampedCounterPresenter(view: view)

        presenter.decrementUnlessZero()
        presenter.dispatch(.increment)
        presenter.dispatch(.increment)
        presenter.decrementUnlessZero()
        let seenInBackground = await Task.detached { presenter.state.count }.value

        #expect(seenInBackground == 1)
        #expect(view.changes.map(\.new.count) == [1, 2, 1])
    }
}
