import Dispatch
import Foundation
import PrexTesting
import TestSupport
import Testing

@testable import Prex

@Suite(.timeLimit(.minutes(5)))
struct ActionRecorderTests {
    @Test func recordsEveryActionInDispatchOrderAcrossThreads() {
        // Given a recorder on a Flux
        let flux = Flux.make()
        let recorder = ActionRecorder(flux)

        // When 4 threads dispatch 500 distinct actions each
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<500 {
                flux.dispatcher.dispatch(.record(thread * 1_000 + index))
            }
        }

        // Then it recorded all of them, in the one order the store applied them
        #expect(recorder.actions.count == 2_000)
        #expect(recorder.actions == flux.store.state.log.map { TallyAction.record($0) })
    }

    @Test func recordsFromTheDispatcherItWasGiven() {
        let flux = Flux.make()
        let recorder = ActionRecorder(flux.dispatcher)

        flux.dispatcher.dispatch(.add(1))

        #expect(recorder.actions == [.add(1)])
    }

    @Test func nextReturnsActionsDispatchedBeforeTheCall() async throws {
        let flux = Flux.make()
        let recorder = ActionRecorder(flux)
        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.add(2))

        let actions = try await recorder.next(2)

        #expect(actions == [.add(1), .add(2)])
    }

    @MainActor @Test func nextWaitsForActionsDispatchedLaterOnAnotherThread() async throws {
        // Given a background thread that dispatches two actions once the test is suspended in `next`
        let flux = Flux.make()
        let recorder = ActionRecorder(flux)
        Background.runOnceMainIsFree {
            flux.dispatcher.dispatch(.add(1))
            flux.dispatcher.dispatch(.rename("one"))
        }

        // When the test waits for them
        let actions = try await recorder.next(2)

        // Then it received both, in order
        #expect(actions == [.add(1), .rename("one")])
    }

    @Test func eachActionIsReturnedByOneNextOnlyWhileActionsKeepsThemAll() async throws {
        let flux = Flux.make()
        let recorder = ActionRecorder(flux)
        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.add(2))
        flux.dispatcher.dispatch(.add(3))

        let first = try await recorder.next(2)
        flux.dispatcher.dispatch(.add(4))
        let second = try await recorder.next(2)
        let none = try await recorder.next(0)

        #expect(first == [.add(1), .add(2)])
        #expect(second == [.add(3), .add(4)])
        #expect(none.isEmpty)
        #expect(recorder.actions == [.add(1), .add(2), .add(3), .add(4)])
    }

    @Test func aTimeoutSaysHowManyActionsArrivedAndWhichAndLeavesThemForTheNextCall() async throws {
        // Given one action where two are awaited
        let flux = Flux.make()
        let recorder = ActionRecorder(flux)
        flux.dispatcher.dispatch(.rename("one"))

        // When the deadline passes
        let error = await #expect(throws: RecordingTimeout<TallyAction>.self) {
            try await recorder.next(2, timeout: 0.01)
        }

        // Then the error names what arrived, and that action is still there for the next call
        #expect(error?.expected == 2)
        #expect(error?.arrived == [.rename("one")])
        #expect(
            error?.description == #"timed out after 0.01 s waiting for 2 actions; 1 arrived: .rename("one")"#)
        #expect(try await recorder.next() == [.rename("one")])
    }

    @Test func aTimeoutWithNothingRecordedSaysNoneArrived() async {
        let recorder = ActionRecorder(Flux.make())

        let error = await #expect(throws: RecordingTimeout<TallyAction>.self) {
            try await recorder.next(timeout: 0)
        }

        #expect(error?.description == "timed out after 0 s waiting for 1 action; none arrived")
    }

    @Test func cancellingTheWaitingTaskEndsTheWait() async {
        let recorder = ActionRecorder(Flux.make())
        let waiting = Task { try await recorder.next(timeout: 3_600) }

        waiting.cancel()

        await #expect(throws: CancellationError.self) { try await waiting.value }
    }

    @Test func stopUnregistersSoNothingMoreIsRecordedAndStoppingAgainIsANoOp() {
        // Given a recorder that recorded one action
        let flux = Flux.make()
        let handlersBefore = flux.dispatcher.handlerCount
        let recorder = ActionRecorder(flux)
        flux.dispatcher.dispatch(.add(1))

        // When it stops, twice, and more actions are dispatched
        recorder.stop()
        recorder.stop()
        flux.dispatcher.dispatch(.add(2))

        // Then its handler is gone and it kept what it had
        #expect(flux.dispatcher.handlerCount == handlersBefore)
        #expect(recorder.actions == [.add(1)])
    }

    @Test func aRecorderThatGoesAwayUnregisters() {
        let flux = Flux.make()
        let handlersBefore = flux.dispatcher.handlerCount
        var recorder: ActionRecorder<TallyAction>? = ActionRecorder(flux)
        #expect(flux.dispatcher.handlerCount == handlersBefore + 1)

        weak let released = recorder

        recorder = nil

        #expect(released == nil, "the recorder was freed, not kept alive by its handler")
        #expect(flux.dispatcher.handlerCount == handlersBefore)
        flux.dispatcher.dispatch(.add(1))
        #expect(flux.store.state.count == 1)
    }

    @Test func aRecorderDoesNotKeepItsFluxAlive() {
        var flux: Flux<TallyAction, TallyState>? = Flux.make()
        let recorder = ActionRecorder(flux!)
        weak let weakFlux = flux
        weak let weakDispatcher = flux?.dispatcher

        flux = nil

        #expect(weakFlux == nil)
        #expect(weakDispatcher == nil)
        recorder.stop()
        #expect(recorder.actions.isEmpty)
    }
}
