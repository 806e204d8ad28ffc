import CounterFeature
import PrexTesting
import Testing

@testable import Prex

/// A timer on `dependencies.clock` ticks once per interval of the clock's time, never piles ticks up behind a slow
/// consumer, and ends with its task: driven by a test clock, it is deterministic.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ClockTimerTests {
    private let clock = TestClock()
    private let view = RecordingView<CounterState>()
    private let flux: Flux<CounterAction, CounterState>
    private let presenter: Presenter<CounterAction, CounterState>

    init() {
        let dependencies = Dependencies { [clock] in $0.clock = clock }
        flux = Flux(state: CounterState(), mutation: CounterMutation(), dependencies: dependencies)
        presenter = Presenter(view: view, flux: flux)
    }

    @Test func advancingByFiveIntervalsDeliversFiveTicksAndCancellingTheTaskEndsThem() async {
        // Given a presenter's task counting the ticks of a one-second timer
        let timer = presenter.dependencies.clock.timer(interval: .seconds(1))
        let ticking = presenter.task(id: "ticker") { dispatch in
            for await tick in timer {
                dispatch(.increment)
                dispatch(.rename("tick \(tick)"))
            }
        }

        // When time moves five seconds, then just short of one more, then to it
        await clock.advance(by: .seconds(5))
        #expect(flux.store.state.count == 5)
        #expect(flux.store.state.title == "tick 5")
        await clock.advance(by: .milliseconds(999))
        #expect(flux.store.state.count == 5)
        await clock.advance(by: .milliseconds(1))
        #expect(flux.store.state.count == 6)

        // Then cancelling the task by its id ends the timer: no sleep is left, and time moving ticks no more
        presenter.cancelTask(id: "ticker")
        await ticking.value
        #expect(clock.pendingSleeps == 0)
        await clock.advance(by: .seconds(5))
        #expect(flux.store.state.count == 6)
    }

    @Test func aConsumerSlowerThanTheIntervalGetsTheNextTickAWholeIntervalAfterItIsReady() async {
        // Given a timer of one second whose consumer works 2.5 seconds per tick
        let clock = presenter.dependencies.clock
        let timer = clock.timer(interval: .seconds(1))
        presenter.task(id: "ticker") { dispatch in
            for await tick in timer {
                dispatch(.increment)
                dispatch(.rename("tick \(tick)"))
                try? await clock.sleep(for: .milliseconds(2_500))
            }
        }

        // When seven seconds pass: ticks at 1 s and 4.5 s (each 1 s after the work before it ended at 3.5 s)
        await self.clock.advance(by: .seconds(7))

        // Then two ticks came, no burst of the missed ones follows, and the next, numbered 3, comes at 8 s
        #expect(flux.store.state.count == 2)
        #expect(flux.store.state.title == "tick 2")
        await self.clock.advance(by: .milliseconds(999))
        #expect(flux.store.state.count == 2)
        await self.clock.advance(by: .milliseconds(1))
        #expect(flux.store.state.count == 3)
        #expect(flux.store.state.title == "tick 3")
        presenter.cancelTask(id: "ticker")
    }

    @Test func aTestStoreReceivesOneActionPerTickAndFinishesOnceTheTimerIsCancelled() async {
        let clock = TestClock()
        let store = TestStore(state: CounterState(), mutation: CounterMutation()) { $0.clock = clock }
        let presenter = store.presenter { Presenter(view: $0, flux: $1) }
        let timer = presenter.dependencies.clock.timer(interval: .seconds(1))

        await store.send(
            presenter.task(id: "ticker") { dispatch in
                for await _ in timer {
                    dispatch(.increment)
                }
            }, dispatching: [])
        await clock.advance(by: .seconds(3))
        for count in 1...3 {
            await store.receive(.increment) { $0.count = count }
        }
        await store.send(presenter.cancelTask(id: "ticker"), dispatching: [])

        await store.finish()
    }

    @Test func aTimerIteratedOutsideAFluxEndsWhenItsTaskIsCancelled() async {
        let clock = self.clock
        let iterating = Task {
            var ticks: [Int] = []
            for await tick in clock.timer(interval: .seconds(1)) {
                ticks.append(tick)
            }
            return ticks
        }
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        await clock.waitForSleepers(1)

        iterating.cancel()

        #expect(await iterating.value == [1])
    }

    @Test(arguments: [ClockDuration.zero, .seconds(-1)])
    func aTimerOfNoIntervalEndsAtOnceInsteadOfSpinning(interval: ClockDuration) async {
        var ticks = 0
        for await _ in ImmediateClock().timer(interval: interval) {
            ticks += 1
        }
        #expect(ticks == 0)
    }
}
