import Prex
import PrexTesting
import TestSupport
import Testing

/// A task woken by the test clock that sleeps again before time reaches the target is woken on the way, every
/// time, however many tests run beside it: 50 runs side by side, each a main-actor loop ticking 5 times.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TestClockReSleepTests {
    @Test(arguments: 0..<50)
    func aMainActorLoopOfTheTestsOwnTicksOnEveryDeadlineItReaches(run: Int) async {
        let clock = TestClock()
        var ticks = 0
        let loop = Task { @MainActor in
            while (try? await clock.sleep(for: .seconds(1))) != nil {
                ticks += 1
            }
        }
        await clock.waitForSleepers(1)

        await clock.advance(by: .seconds(5))

        #expect(ticks == 5)
        loop.cancel()
        await loop.value
    }

    @Test(arguments: 0..<50)
    func aFluxTimerTicksOnEveryDeadlineWithoutWaitingForItsSleep(run: Int) async {
        let clock = TestClock()
        let flux = Flux(
            state: TallyState(), mutation: TallyMutation(), dependencies: Dependencies { $0.clock = clock })
        let timer = flux.task { dispatch in
            while (try? await clock.sleep(for: .seconds(1))) != nil {
                dispatch(.add(1))
            }
        }

        await clock.advance(by: .seconds(5))

        #expect(flux.store.state.count == 5)
        timer.cancel()
        await timer.value
    }

    @Test(arguments: 0..<50)
    func aTimerOfATestStoreTicksWithNoCeremony(run: Int) async {
        let clock = TestClock()
        let store = TestStore(state: TallyState(), mutation: TallyMutation()) { $0.clock = clock }
        let presenter = store.presenter { Presenter(view: $0, flux: $1) }

        await store.send(presenter.startTicking())
        await clock.advance(by: .seconds(3))
        for count in 1...3 {
            await store.receive(.add(1)) { $0.count = count }
        }
        await store.send(presenter.stopTicking())

        await store.finish()
    }
}

extension Presenter where Action == TallyAction, State == TallyState {
    /// Adds 1 every second of the Flux's clock, under the id "ticks", until cancelled.
    func startTicking() {
        let clock = dependencies.clock
        task(id: "ticks") { dispatch in
            while (try? await clock.sleep(for: .seconds(1))) != nil {
                dispatch(.add(1))
            }
        }
    }

    /// Stops the ticks.
    func stopTicking() {
        cancelTask(id: "ticks")
    }
}
