import Prex
import TestSupport
import Testing

/// For random sessions, the state at step N is the state a Flux reaches by replaying the first N actions from the
/// start, whether the timeline was built from the actions or recorded from a running Flux.
@Suite(.timeLimit(.minutes(5)))
struct TimelineModelTests {
    static let seeds: [UInt64] = [SplitMix64.seed(default: 0x7469_6D65), 1, 2, 3, 4, 5, 6, 7]

    @Test(arguments: seeds)
    func theStateAtEveryStepIsWhatReplayingItsActionsFromTheStartGives(seed: UInt64) {
        // Given a random session of up to 60 actions
        var generator = SplitMix64(seed: seed)
        let actions = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
            NotebookAction.random(using: &generator)
        }

        // When it is a timeline, and when a recorder records a Flux dispatching it
        let timeline = Timeline(initialState: NotebookState(), mutation: NotebookMutation(), actions: actions)
        let recorded = Flux(state: NotebookState(), mutation: NotebookMutation())
        let recorder = TimelineRecorder(recording: recorded)
        for action in actions {
            recorded.dispatcher.dispatch(action)
        }

        // Then at every step both are what a new Flux replaying the first N actions reaches
        #expect(timeline.count == actions.count)
        #expect(recorder.timeline.count == actions.count)
        for step in timeline.steps {
            let replayed = Flux(state: NotebookState(), mutation: NotebookMutation())
            for action in actions.prefix(step) {
                replayed.dispatcher.dispatch(action)
            }
            #expect(timeline.state(at: step) == replayed.store.state, "seed \(seed), step \(step)")
            #expect(recorder.timeline.state(at: step) == replayed.store.state, "seed \(seed), step \(step)")
        }
    }

    @Test(arguments: seeds)
    func theFirstStepChangingAPathIsTheFirstWhoseReplayedStateDiffers(seed: UInt64) {
        // Given a random session of up to 60 actions, as a timeline
        var generator = SplitMix64(seed: seed)
        let actions = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
            NotebookAction.random(using: &generator)
        }
        let timeline = Timeline(initialState: NotebookState(), mutation: NotebookMutation(), actions: actions)

        // When each path is searched from every step
        var states = [NotebookState()]
        for action in actions {
            var state = states[states.count - 1]
            NotebookMutation().mutate(action: action, state: &state)
            states.append(state)
        }
        for start in 1...(actions.count + 1) {
            let changed = { (differs: (NotebookState, NotebookState) -> Bool) in
                (start...max(start, actions.count)).first { step in
                    step <= actions.count && differs(states[step - 1], states[step])
                }
            }

            // Then the step found is the first whose state, replayed step by step, differs from the one before
            #expect(timeline.firstStep(changing: \.count, from: start) == changed { $0.count != $1.count })
            #expect(timeline.firstStep(changing: \.title, from: start) == changed { $0.title != $1.title })
            #expect(timeline.firstStep(changingPath: "detail", from: start) == changed { $0.detail != $1.detail })
            #expect(timeline.firstStep(changingPath: "notes", from: start) == changed { $0.notes != $1.notes })
        }
    }
}
