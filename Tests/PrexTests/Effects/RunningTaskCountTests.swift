import TestSupport
import Testing

@testable import Prex

/// A running-task count knows how many counted tasks run, were cancelled and are busy (not asleep on a clock),
/// calls back when a condition holds, sets aside only tasks that run their own code, and is joined by the tasks
/// started on a Flux it counts, or on the Fluxes scoped from it.
struct RunningTaskCountTests {
    @Test func aTaskIsBusyUntilItSleepsAndCancelledUntilItEnds() {
        let count = RunningTaskCount()
        let task = count.started()
        #expect(count.snapshot.running == 1)
        #expect(count.snapshot.busy == 1)

        task.sleepStarted()
        #expect(count.snapshot.busy == 0)
        task.sleepEnded()
        task.cancelled()
        task.cancelled()
        #expect(count.snapshot.busy == 1)
        #expect(count.snapshot.cancelled == 1)
        #expect(count.snapshot.cancellations == 1)

        task.finished()
        #expect(count.snapshot.running == 0)
        #expect(count.snapshot.cancelled == 0)
        #expect(count.snapshot.busy == 0)
        #expect(count.snapshot.cancellations == 1)
    }

    @Test func aSleepEndedBeforeItsStartIsCountedRight() {
        let count = RunningTaskCount()
        let task = count.started()

        task.sleepEnded()
        task.sleepStarted()

        #expect(count.snapshot.busy == 1)
    }

    @Test func aCallbackRunsOnceItsConditionHolds() {
        let count = RunningTaskCount()
        let task = count.started()
        let calls = Recorder<String>()
        count.when({ $0.busy == 0 }, { calls.append("settled") })
        count.whenNoneRun { calls.append("none") }

        task.sleepStarted()
        task.sleepEnded()
        task.finished()

        #expect(calls.all == ["settled", "none"])
    }

    @Test func onlyATaskThatRunsItsOwnCodeIsSetAside() {
        let count = RunningTaskCount()
        let late = count.started()
        let waiting = count.started()
        waiting.began()

        count.setAsideBusy()

        #expect(count.snapshot.busy == 1)  // `late` has not begun: it waits for its executor
        waiting.sleepStarted()
        waiting.sleepEnded()  // woken, not yet returned from its sleep
        count.setAsideBusy()
        #expect(count.snapshot.busy == 2)
        waiting.resumed()
        count.setAsideBusy()
        #expect(count.snapshot.busy == 1)
        late.finished()
        waiting.finished()
    }

    @Test func aTaskStartedOnAScopeOfACountedFluxJoinsTheCount() {
        let app = Flux<NotesAppAction, NotesAppState>.notesApp()
        let list = app.scope(state: \.list, action: .list)
        let count = RunningTaskCount()

        count.countTasks(on: app.store)
        let joined = RunningTaskCount.counts(for: list)
        count.stopCountingTasks(on: app.store)
        let after = RunningTaskCount.counts(for: list)

        #expect(joined.count == 1 && joined.first === count)
        #expect(after.isEmpty)
    }
}
