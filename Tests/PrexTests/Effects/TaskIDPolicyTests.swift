import CounterFeature
import PrexTesting
import Testing

@testable import Prex

/// Several tasks under one id (`TaskIDPolicy.runAlongside`): a web socket's send and receive loops, stopped
/// together by their id.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TaskIDPolicyTests {
    private func makePresenter() -> Presenter<CounterAction, CounterState> {
        Presenter(view: RecordingView<CounterState>(), state: CounterState(), mutation: CounterMutation())
    }

    @Test func twoTasksStartedAlongsideUnderOneIDBothRun() async {
        // Given a send loop and a receive loop started under one id, both waiting on a gate that ignores cancellation
        let presenter = makePresenter()
        let gate = TaskGate()
        let probe = TaskProbe()
        let send = presenter.task(id: "socket", ifRunning: .runAlongside) { _ in
            probe.say("send started")
            await gate.wait()
            probe.say("send cancelled: \(Task.isCancelled)")
        }
        #expect(await probe.next() == "send started")
        let receive = presenter.task(id: "socket", ifRunning: .runAlongside) { _ in
            probe.say("receive started")
            await gate.wait()
            probe.say("receive cancelled: \(Task.isCancelled)")
        }
        #expect(await probe.next() == "receive started")

        // When both go on
        gate.open()
        await send.value
        await receive.value

        // Then neither cancelled the other
        let events = [await probe.next(), await probe.next()]
        #expect(Set(events) == ["send cancelled: false", "receive cancelled: false"])
        #expect(presenter.existingTaskTable(for: .view)?.count == 0)
    }

    @Test func cancellingTheIDCancelsEveryTaskStartedUnderIt() async {
        // Given two tasks under "socket" and one under another id
        let presenter = makePresenter()
        let gate = TaskGate()
        let probe = TaskProbe()
        let send = presenter.task(id: "socket", ifRunning: .runAlongside) { _ in
            probe.say("send cancelled: \(await TaskProbe.waitForCancellation())")
        }
        let receive = presenter.task(id: "socket", ifRunning: .runAlongside) { _ in
            probe.say("receive cancelled: \(await TaskProbe.waitForCancellation())")
        }
        let other = presenter.task(id: "other", ifRunning: .runAlongside) { _ in
            await gate.wait()
            probe.say("other cancelled: \(Task.isCancelled)")
        }

        // When the id is cancelled
        presenter.cancelTask(id: "socket")
        await send.value
        await receive.value

        // Then both of its tasks stopped, and the other did not
        let events = [await probe.next(), await probe.next()]
        #expect(Set(events) == ["send cancelled: true", "receive cancelled: true"])
        gate.open()
        await other.value
        #expect(await probe.next() == "other cancelled: false")
    }

    @Test func aStartThatReplacesCancelsEveryTaskRunningUnderTheID() async {
        // Given two tasks started alongside under "socket"
        let presenter = makePresenter()
        let probe = TaskProbe()
        let first = presenter.task(id: "socket", ifRunning: .runAlongside) { _ in
            probe.say("first cancelled: \(await TaskProbe.waitForCancellation())")
        }
        let second = presenter.task(id: "socket", ifRunning: .runAlongside) { _ in
            probe.say("second cancelled: \(await TaskProbe.waitForCancellation())")
        }

        // When a task starts under the id with the default policy, and another with `.replace`
        let reconnect = presenter.task(id: "socket") { _ in
            probe.say("reconnect cancelled: \(await TaskProbe.waitForCancellation())")
        }
        await first.value
        await second.value
        let events = [await probe.next(), await probe.next()]
        let last = presenter.task(id: "socket", ifRunning: .replace) { _ in
            probe.say("last ran, cancelled: \(Task.isCancelled)")
        }
        await reconnect.value
        await last.value

        // Then each replaced every task running under the id
        #expect(Set(events) == ["first cancelled: true", "second cancelled: true"])
        let later = [await probe.next(), await probe.next()]
        #expect(Set(later) == ["reconnect cancelled: true", "last ran, cancelled: false"])
    }

    @Test func aFluxsTasksStartedAlongsideAreCancelledTogetherByTheirID() async {
        // Given a Flux with two feature tasks under one id
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
        let probe = TaskProbe()
        let send = flux.task(id: "socket", ifRunning: .runAlongside) { _ in
            probe.say("send cancelled: \(await TaskProbe.waitForCancellation())")
        }
        let receive = flux.task(id: "socket", lifetime: .feature, ifRunning: .runAlongside) { dispatch in
            dispatch(.increment)
            probe.say("receive cancelled: \(await TaskProbe.waitForCancellation())")
        }

        // When the id is cancelled
        flux.cancelTask(id: "socket")
        await send.value
        await receive.value

        // Then both stopped and left the table
        let events = [await probe.next(), await probe.next()]
        #expect(Set(events) == ["send cancelled: true", "receive cancelled: true"])
        #expect(flux.existingTaskTable(for: .feature)?.count == 0)
    }
}
