import Prex
import PrexTesting
import TestSupport
import Testing

/// The test store counts every effect started on its Flux and its scopes, waits for a cancelled effect to end,
/// and a test clock moves time only once the effects reached their sleep: no ceremony, no flake.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TestStoreEffectTests {
    private func makeStore(
        clock: TestClock
    ) -> (TestStore<TallyAction, TallyState>, Presenter<TallyAction, TallyState>) {
        let store = TestStore(state: TallyState(), mutation: TallyMutation()) { $0.clock = clock }
        return (store, store.presenter { Presenter(view: $0, flux: $1) })
    }

    @Test(arguments: 0..<50)
    func aCancelledEffectIsNotReportedAsRunningWhenTheStoreIsReleased(run: Int) async {
        let (store, presenter) = makeStore(clock: TestClock())

        await store.send(presenter.startHourLongWait())
        await store.send(presenter.cancelLongTally())
    }

    @Test func whatACancelledEffectDispatchesAsItEndsIsThereRightAfterTheSend() async {
        let (store, presenter) = makeStore(clock: TestClock())

        await store.send(presenter.startLongTally())
        await store.send(presenter.cancelLongTally())

        #expect(store.state.label == "cancelled")
        await store.receive(.rename("cancelled")) { $0.label = "cancelled" }
        await store.finish()
    }

    @Test func aDebounceIsTestedWithNoWaitForSleepers() async {
        let clock = TestClock()
        let (store, presenter) = makeStore(clock: clock)

        await store.send(presenter.debounce(1))
        await store.send(presenter.debounce(2))  // cancels the first
        await clock.advance(by: .milliseconds(299))
        await clock.advance(by: .milliseconds(1))
        await store.receive(.record(2)) { $0.log = [2] }

        await store.finish()
    }

    @Test func anEffectStartedOutsideTheStoresCallsIsCounted() async {
        let clock = TestClock()
        let store = TestStore(state: TallyState(), mutation: TallyMutation()) { $0.clock = clock }
        let presenter = Presenter(view: RecordingView<TallyState>(), flux: store.flux)

        presenter.startLongTally()

        let issues = await issues {
            await store.finish(timeout: 0.05)
        }
        #expect(
            issues == [
                "1 effect was still running when the test finished: advance its clock, receive what it dispatches, "
                    + "or cancel it."
            ])
        presenter.cancelLongTally()
    }

    @Test func anEffectStartedOnAScopeOfTheStoresFluxIsCounted() async {
        let store = TestStore(flux: .notesApp())
        let list = store.flux.scope(state: \.list, action: .list)
        let gate = AsyncStream<Void>.makeStream()

        let task = list.task { _ in
            for await _ in gate.stream {}
        }

        let issues = await issues {
            await store.finish(timeout: 0.05)
        }
        #expect(issues.count == 1)
        gate.continuation.finish()
        await task.value
    }

    @Test func waitForSleepersWithAWrongCountFailsSayingWhatToDo() async {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers(1)

        let issues = await issues {
            await clock.waitForSleepers(2, timeout: 0.05)
        }

        #expect(issues.count == 1)
        let message = "waitForSleepers(2) waited 0.05 s, and 1 sleep is pending on this clock"
        #expect(issues.first?.hasPrefix(message) == true)
        sleeper.cancel()
        _ = await sleeper.result
    }

    @Test func advancingGoesOnPastAnEffectThatWaitsForSomethingElse() async {
        let clock = TestClock()
        clock.settleTimeout = 0.05
        let flux = Flux(
            state: TallyState(), mutation: TallyMutation(), dependencies: Dependencies { $0.clock = clock })
        let gate = AsyncStream<Void>.makeStream()
        let waiting = flux.task { dispatch in
            for await _ in gate.stream {}
            dispatch(.rename("opened"))
        }
        let timer = flux.task { dispatch in
            while (try? await clock.sleep(for: .seconds(1))) != nil {
                dispatch(.add(1))
            }
        }

        await clock.advance(by: .seconds(2))

        #expect(flux.store.state.count == 2)
        gate.continuation.finish()
        await waiting.value
        timer.cancel()
        await timer.value
    }

    @Test func receiveTakesTheExtractionOfACaseAlone() async {
        let clock = TestClock()
        let (store, presenter) = makeStore(clock: clock)

        await store.send(presenter.debounce(7))
        await clock.advance(by: .seconds(1))
        let record: (TallyAction) -> Int? = { if case .record(let value) = $0 { value } else { nil } }
        let recorded = await store.receive(record) { $0.log = [7] }

        #expect(recorded == 7)
        await store.finish()
    }

    @Test func aChildsActionIsSentToItsScopeInOneCall() async {
        let store = TestStore(flux: .notesApp())
        let list = store.flux.scope(state: \.list, action: .list)

        await store.send(.add("two"), to: list) {
            $0.list.titles = ["two"]
            $0.seen = 1
        }

        await store.finish()
    }

    @Test func aPresenterOnAScopeIsKeptAndItsEffectsCounted() async {
        let clock = TestClock()
        let store = TestStore(
            flux: Flux(
                state: NotesAppState(), mutation: NotesAppMutation.composed,
                dependencies: Dependencies { $0.clock = clock }))
        weak var kept: Presenter<NoteListAction, NoteListState>?
        do {
            let list = store.presenter(on: store.flux.scope(state: \.list, action: .list)) {
                Presenter(view: $0, flux: $1)
            }
            kept = list
            await store.send(list.addLater("later"))
        }
        #expect(kept != nil)

        await clock.advance(by: .seconds(1))
        await store.receive(.list(.add("later"))) {
            $0.list.titles = ["later"]
            $0.seen = 1
        }
        await store.finish()
    }

    @Test func sendStatesWhichActionsAPresenterCallDispatched() async {
        let (store, presenter) = makeStore(clock: TestClock())

        await store.send(presenter.add(2), dispatching: [.add(2)]) { $0.count = 2 }
        let issues = await issues {
            await store.send(presenter.add(3), dispatching: []) { $0.count = 5 }
        }

        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix("The call dispatched other actions than stated") == true)
        await store.finish()
    }
}

extension Presenter where Action == TallyAction, State == TallyState {
    /// Starts a tally that waits an hour on the Flux's clock under the id "tally", and renames the tally
    /// "cancelled" when it is cancelled.
    func startLongTally() {
        let clock = dependencies.clock
        task(id: "tally") { dispatch in
            do {
                try await clock.sleep(for: .seconds(3_600))
                dispatch(.record(1))
            } catch {
                dispatch(.rename("cancelled"))
            }
        }
    }

    /// Waits an hour on the Flux's clock under the id "tally", dispatching nothing, even when cancelled.
    func startHourLongWait() {
        let clock = dependencies.clock
        task(id: "tally") { _ in
            try? await clock.sleep(for: .seconds(3_600))
        }
    }

    /// Cancels the tally.
    func cancelLongTally() {
        cancelTask(id: "tally")
    }

    /// Records `value` after 300 ms of the Flux's clock without another call, under the id "debounce".
    func debounce(_ value: Int) {
        let clock = dependencies.clock
        task(id: "debounce") { dispatch in
            guard (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
            dispatch(.record(value))
        }
    }
}

extension Presenter where Action == NoteListAction, State == NoteListState {
    /// Adds `title` after a second of the Flux's clock.
    func addLater(_ title: String) {
        let clock = dependencies.clock
        task { dispatch in
            guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
            dispatch(.add(title))
        }
    }
}
