import CounterFeature
import PrexTesting
import Testing

@testable import Prex

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PresenterTaskTests {
    private func makePresenter() -> (Presenter<CounterAction, CounterState>, RecordingView<CounterState>) {
        let view = RecordingView<CounterState>()
        return (Presenter(view: view, state: CounterState(), mutation: CounterMutation()), view)
    }

    @Test func aTaskWithTheSameIDCancelsTheOneRunning() async {
        // Given a task running under "search", waiting
        let (presenter, _) = makePresenter()
        let probe = TaskProbe()
        let first = presenter.task(id: "search") { _ in
            probe.say("first started")
            probe.say("first cancelled: \(await TaskProbe.waitForCancellation())")
        }
        #expect(await probe.next() == "first started")

        // When another starts under the same id
        let second = presenter.task(id: "search") { _ in
            probe.say("second ran, cancelled: \(Task.isCancelled)")
        }

        // Then the first is cancelled, and the second runs uncancelled
        await first.value
        await second.value
        let events = [await probe.next(), await probe.next()]
        #expect(Set(events) == ["first cancelled: true", "second ran, cancelled: false"])
        #expect(first.isCancelled)
        #expect(!second.isCancelled)
    }

    @Test func tasksWithDifferentIDsRunSideBySide() async {
        // Given two tasks under different ids, both waiting on a gate
        let (presenter, _) = makePresenter()
        let gate = TaskGate()
        let probe = TaskProbe()
        let search = presenter.task(id: "search") { _ in
            probe.say("search started")
            await gate.wait()
            probe.say("search cancelled: \(Task.isCancelled)")
        }
        #expect(await probe.next() == "search started")
        let page = presenter.task(id: 2) { _ in
            probe.say("page started")
            await gate.wait()
            probe.say("page cancelled: \(Task.isCancelled)")
        }
        #expect(await probe.next() == "page started")

        // When both go on
        gate.open()
        await search.value
        await page.value

        // Then neither cancelled the other
        let events = [await probe.next(), await probe.next()]
        #expect(Set(events) == ["search cancelled: false", "page cancelled: false"])
    }

    @Test func droppingTheViewCancelsEveryTaskOfItsPresenter() async {
        // Given a view whose presenter runs a task with an id and one without, both waiting to be cancelled
        var view: OwningView? = OwningView()
        let probe = TaskProbe()
        let search = view?.presenter.task(id: "search") { _ in
            probe.say("search started")
            probe.say("search cancelled: \(await TaskProbe.waitForCancellation())")
        }
        #expect(await probe.next() == "search started")
        let watch = view?.presenter.task { _ in
            probe.say("watch started")
            probe.say("watch cancelled: \(await TaskProbe.waitForCancellation())")
        }
        #expect(await probe.next() == "watch started")
        weak let weakPresenter = view?.presenter

        // When the view goes
        view = nil

        // Then the running tasks did not keep the presenter alive, and both were cancelled
        #expect(weakPresenter == nil)
        await search?.value
        await watch?.value
        #expect(search?.isCancelled == true)
        #expect(watch?.isCancelled == true)
        let events = [await probe.next(), await probe.next()]
        #expect(Set(events) == ["search cancelled: true", "watch cancelled: true"])
    }

    @Test func aFinishedTaskLeavesThePresenter() async {
        let (presenter, _) = makePresenter()

        await presenter.task(id: "search") { _ in }.value
        await presenter.task { _ in }.value

        #expect(presenter.tasks?.table.count == 0)
    }

    @Test func anOlderTaskFinishingLeavesTheNewerOneInPlace() async {
        // Given a task under "search" that ignores cancellation, replaced by a newer one
        let (presenter, _) = makePresenter()
        let gate = TaskGate()
        let probe = TaskProbe()
        let older = presenter.task(id: "search") { _ in
            await gate.wait()
        }
        let newer = presenter.task(id: "search") { _ in
            probe.say("newer started")
            probe.say("newer cancelled: \(await TaskProbe.waitForCancellation())")
        }
        #expect(await probe.next() == "newer started")

        // When the older one finishes
        gate.open()
        await older.value

        // Then the newer one is still the presenter's: cancelling "search" reaches it
        #expect(presenter.tasks?.table.count == 1)
        presenter.cancelTask(id: "search")
        await newer.value
        #expect(await probe.next() == "newer cancelled: true")
        #expect(presenter.tasks?.table.count == 0)
    }

    @Test func cancelTaskCancelsOnlyThatID() async {
        let (presenter, _) = makePresenter()
        let gate = TaskGate()
        let probe = TaskProbe()
        let search = presenter.task(id: "search") { _ in
            probe.say("search cancelled: \(await TaskProbe.waitForCancellation())")
        }
        let page = presenter.task(id: "page") { _ in
            await gate.wait()
            probe.say("page cancelled: \(Task.isCancelled)")
        }

        presenter.cancelTask(id: "search")
        presenter.cancelTask(id: "nothing runs under this id")
        await search.value
        gate.open()
        await page.value

        #expect(await probe.next() == "search cancelled: true")
        #expect(await probe.next() == "page cancelled: false")
    }

    @Test func actionsDispatchedFromATaskReachTheView() async {
        let (presenter, view) = makePresenter()

        await presenter.task(id: "count") { dispatch in
            dispatch(.increment)
            dispatch(.increment)
        }.value

        #expect(view.states.map(\.count) == [1, 2])
    }

    @Test func actionsDispatchedAfterThePresenterWentReachTheFlux() async {
        // Given a presenter on a shared Flux, whose task goes on after it is cancelled
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
        var view: SharingView? = SharingView(flux: flux)
        let probe = TaskProbe()
        let task = view?.presenter.task(id: "count") { dispatch in
            dispatch(.increment)
            probe.say("counted once")
            probe.say("cancelled: \(await TaskProbe.waitForCancellation())")
            dispatch(.increment)
        }
        #expect(await probe.next() == "counted once")
        weak let weakPresenter = view?.presenter

        // When its view goes
        view = nil
        await task?.value

        // Then the task was cancelled, and what it dispatched after reached the Flux, not through the presenter
        #expect(weakPresenter == nil)
        #expect(await probe.next() == "cancelled: true")
        #expect(flux.store.state.count == 2)
    }

    @Test func tasksStartedUnderOneIDFromSeveralThreadsLeaveTheirTableEmpty() async {
        // Given tasks started on a Flux from 4 threads at once, all under one id, each of which may end before
        // its start returns, or be replaced before it is filed
        let flux = Flux(state: CounterState(), mutation: CounterMutation())

        let tasks = await withTaskGroup(of: [Task<Void, Never>].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    (0..<100).map { _ in flux.task(id: "sync") { dispatch in dispatch(.increment) } }
                }
            }
            var all: [Task<Void, Never>] = []
            for await started in group {
                all += started
            }
            return all
        }
        for task in tasks {
            await task.value
        }

        // Then every one left the table, and the last one started ran uncancelled
        #expect(flux.existingTaskTable(for: .feature)?.count == 0)
        #expect(tasks.contains { !$0.isCancelled })
    }

    @Test func theShortSpellingsAreTheViewLifetimeReplacingAndTheFluxsFeatureLifetime() async {
        // Given a presenter's task started with the short spelling, waiting to be cancelled
        let (presenter, _) = makePresenter()
        let probe = TaskProbe()
        let short = presenter.task(id: "search") { _ in
            probe.say("short cancelled: \(await TaskProbe.waitForCancellation())")
        }
        #expect(presenter.existingTaskTable(for: .view)?.count == 1)

        // When the full spelling with the defaults starts under its id, then the short cancel stops that one
        let full = presenter.task(id: "search", lifetime: .view, ifRunning: .replace, priority: nil) { _ in
            probe.say("full cancelled: \(await TaskProbe.waitForCancellation())")
        }
        await short.value
        presenter.cancelTask(id: "search")
        await full.value

        // Then each replaced or cancelled the other's task; a Flux's short spelling files at the feature lifetime
        #expect(await probe.next() == "short cancelled: true")
        #expect(await probe.next() == "full cancelled: true")
        #expect(presenter.existingTaskTable(for: .view)?.count == 0)
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
        let fluxTask = flux.task(id: "sync") { _ in _ = await TaskProbe.waitForCancellation() }
        #expect(flux.existingTaskTable(for: .feature)?.count == 1)
        flux.cancelTask(id: "sync", lifetime: .feature)
        await fluxTask.value
        #expect(flux.existingTaskTable(for: .feature)?.count == 0)
    }
}
