import Prex
import Testing

@Suite(.timeLimit(.minutes(5)))
struct TimelineRecorderTests {
    @Test func aRecorderKeepsEveryActionTheStoreAppliesAndTheStateItLeft() {
        // Given a Flux in some state, with a middleware that drops increments
        let flux = Flux(
            state: NotebookState(), mutation: NotebookMutation(), middleware: [.filtering { $0 != .increment }]
        )
        flux.dispatcher.dispatch(.rename("before"))

        // When a recorder records it
        let recorder = TimelineRecorder(recording: flux)
        flux.dispatcher.dispatch(.open("a"))
        flux.dispatcher.dispatch(.increment)
        flux.dispatcher.dispatch(.renameDetail("b"))
        let timeline = recorder.timeline

        // Then step 0 is the state when it started, and the steps are the applied actions
        #expect(timeline.state(at: 0).title == "before")
        #expect(timeline.actionSteps.map { timeline.action(at: $0) } == [.open("a"), .renameDetail("b")])
        #expect(timeline.state(at: 1).detail?.name == "a")
        #expect(timeline.state(at: 2) == flux.store.state)
    }

    @Test func anActionDispatchedFromAHandlerIsItsOwnStepInOrder() {
        let flux = Flux(state: NotebookState(), mutation: NotebookMutation())
        let recorder = TimelineRecorder(recording: flux)
        let subscription = flux.dispatcher.register { action in
            if action == .open("a") {
                flux.dispatcher.dispatch(.renameDetail("from handler"))
            }
        }
        defer { flux.dispatcher.unregister(subscription) }

        flux.dispatcher.dispatch(.open("a"))
        flux.dispatcher.dispatch(.increment)

        let timeline = recorder.timeline
        #expect(timeline.count == 3)
        #expect(timeline.action(at: 2) == .renameDetail("from handler"))
        #expect(timeline.state(at: 1).detail?.name == "a")
        #expect(timeline.state(at: 2).detail?.name == "from handler")
        #expect(timeline.state(at: 3).count == 1)
    }

    @Test func aStoppedRecorderRecordsNothingMoreAndKeepsWhatItHad() {
        let flux = Flux(state: NotebookState(), mutation: NotebookMutation())
        let recorder = TimelineRecorder(recording: flux)
        flux.dispatcher.dispatch(.increment)

        recorder.stop()
        flux.dispatcher.dispatch(.increment)
        recorder.stop()

        #expect(recorder.timeline.count == 1)
        #expect(flux.store.state.count == 2)
    }

    @Test func aRecorderThatEndsLeavesTheFluxAsItWas() {
        let flux = Flux(state: NotebookState(), mutation: NotebookMutation())
        var recorder: TimelineRecorder<NotebookAction, NotebookState>? = TimelineRecorder(recording: flux)
        #expect(flux.dispatcher.handlerCount == 1)
        #expect(recorder?.timeline.count == 0)

        recorder = nil

        #expect(flux.dispatcher.handlerCount == 0)
    }

    @Test func aTimelineTakenEarlierDoesNotChangeAsRecordingGoesOn() {
        let flux = Flux(state: NotebookState(), mutation: NotebookMutation())
        let recorder = TimelineRecorder(recording: flux)
        flux.dispatcher.dispatch(.increment)
        let earlier = recorder.timeline

        flux.dispatcher.dispatch(.increment)

        #expect(earlier.count == 1)
        #expect(recorder.timeline.count == 2)
        #expect(recorder.timeline.state(at: 1) == earlier.state(at: 1))
    }

    @Test func actionsDispatchedFromSeveralThreadsAreStepsThatFollowEachOther() async {
        // Given a recorded Flux that four tasks dispatch to at once
        let flux = Flux(state: NotebookState(), mutation: NotebookMutation())
        let recorder = TimelineRecorder(recording: flux)
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    for number in 0..<100 {
                        flux.dispatcher.dispatch(
                            number.isMultiple(of: 2) ? .increment : .rename("\(writer).\(number)"))
                    }
                }
            }
        }

        // Then every step is its action applied to the step before
        let timeline = recorder.timeline
        #expect(timeline.count == 400)
        for step in timeline.actionSteps {
            var expected = timeline.state(at: step - 1)
            NotebookMutation().mutate(action: timeline.action(at: step), state: &expected)
            #expect(timeline.state(at: step) == expected, "step \(step)")
        }
        #expect(timeline.state(at: 400) == flux.store.state)
    }
}
