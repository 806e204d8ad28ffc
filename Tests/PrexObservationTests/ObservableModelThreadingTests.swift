import Dispatch
import Observation
import Prex
import PrexObservation
import TestSupport
import Testing

/// Dispatches from background threads reach the model on the main actor, merged, and end on the store's
/// final state; every invalidation runs on the main queue.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ObservableModelThreadingTests {
    nonisolated static let threads = 4
    nonisolated static let dispatchesPerThread = 10_000

    @Test func backgroundDispatchesEndWithTheStoresStateAndInvalidateOnlyOnMain() async {
        // Given a model, and a reader that re-reads the count whenever it is invalidated
        let model = ObservableModel(state: ProfileState(), mutation: ProfileMutation())
        let invalidations = Invalidations()
        let presenter = model.presenter

        // When 4 threads dispatch 10,000 increments each, while the main actor keeps reading
        let dispatching = ThreadGroup(Self.threads) { _ in
            for _ in 0..<Self.dispatchesPerThread {
                presenter.dispatch(.add(1))
            }
        }
        var reads = 0
        while model.count < Self.threads * Self.dispatchesPerThread {
            _ = invalidations.track { model.count }
            reads += 1
            await MainQueueProbe.drain()
        }
        await dispatching.wait()
        await MainQueueProbe.drain()

        // Then the model shows the store's final state, and every invalidation ran on the main queue
        #expect(model.count == Self.threads * Self.dispatchesPerThread)
        #expect(model.state == presenter.state)
        #expect(invalidations.count >= 1)
        #expect(invalidations.offMainQueue == 0)
        #expect(reads >= invalidations.count)
    }

    @Test func anInvalidationThatDispatchesDuringABackgroundChangeIsShownAfterIt() async {
        // Given a scope on the count whose invalidation dispatches a new label on the main actor
        let model = ObservableModel(state: ProfileState(), mutation: ProfileMutation())
        let presenter = model.presenter
        withObservationTracking {
            _ = model.count
        } onChange: {
            MainActor.assumeIsolated { presenter.dispatch(.rename("count \(presenter.state.count)")) }
        }

        // When the count changes on a background thread, and the main queue delivers it
        MainQueueProbe.runInBackgroundAndWait { presenter.dispatch(.add(1)) }
        await MainQueueProbe.drain()

        // Then the model shows the label dispatched while it announced the count, after the count: the model was
        // not called again while it reflected (which left it showing the count's change without the label)
        #expect(model.count == 1)
        #expect(model.label == "count 1")
        #expect(model.state == presenter.state)
    }
}
