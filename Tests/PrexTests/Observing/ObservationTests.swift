import Dispatch
import TestSupport
import Testing

@testable import Prex

@Suite(.timeLimit(.minutes(5)))
struct ObservationTests {
    @Test func firesOnlyWhenItsPropertyChanges() {
        let flux = Flux.make()
        let counts = Recorder<Int>()
        let observation = flux.store.observe(\.count) { counts.append($0) }

        flux.dispatcher.dispatch(.rename("other property"))
        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.add(0))
        flux.dispatcher.dispatch(.record(5))
        flux.dispatcher.dispatch(.add(2))

        #expect(counts.all == [1, 3])
        observation.cancel()
    }

    @Test func aValueThatChangesBackFiresTwice() {
        let flux = Flux.make()
        let labels = Recorder<String>()
        let observation = flux.store.observe(\.label) { labels.append($0) }

        flux.dispatcher.dispatch(.rename("a"))
        flux.dispatcher.dispatch(.rename(""))

        #expect(labels.all == ["a", ""])
        observation.cancel()
    }

    @Test func doesNotFireForTheCurrentValueByDefault() {
        let flux = Flux.make(TallyState(count: 7))
        let counts = Recorder<Int>()

        let observation = flux.store.observe(\.count) { counts.append($0) }

        #expect(counts.all.isEmpty)
        observation.cancel()
    }

    @Test func initialFiresWithTheCurrentValueBeforeReturningThenWithChanges() {
        let flux = Flux.make(TallyState(count: 7))
        let counts = Recorder<Int>()

        let observation = flux.store.observe(\.count, initial: true) { counts.append($0) }
        #expect(counts.all == [7])
        flux.dispatcher.dispatch(.add(1))

        #expect(counts.all == [7, 8])
        observation.cancel()
    }

    @Test func aDispatchFromTheInitialCallReachesTheCallback() {
        let flux = Flux.make()
        let counts = Recorder<Int>()

        let observation = flux.store.observe(\.count, initial: true) { [dispatcher = flux.dispatcher] count in
            counts.append(count)
            if count == 0 {
                dispatcher.dispatch(.add(1))
            }
        }

        #expect(counts.all == [0, 1])
        #expect(flux.store.state.count == 1)
        observation.cancel()
    }

    @Test func twoKeyPathsFireWhenEitherChangesWithBothValues() {
        let flux = Flux.make()
        let values = Recorder<String>()
        let observation = flux.store.observe(\.count, \.label) { count, label in values.append("\(count) \(label)") }

        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.record(9))
        flux.dispatcher.dispatch(.rename("x"))
        flux.dispatcher.dispatch(.rename("x"))

        #expect(values.all == ["1 ", "1 x"])
        observation.cancel()
    }

    @Test func threeKeyPathsFireWhenAnyChangesWithTheThreeValues() {
        let flux = Flux.make()
        let values = Recorder<String>()
        let observation = flux.store.observe(\.count, \.label, \.log, initial: true) { count, label, log in
            values.append("\(count) \(label) \(log)")
        }

        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.add(0))
        flux.dispatcher.dispatch(.rename("x"))
        flux.dispatcher.dispatch(.record(9))

        #expect(values.all == ["0  []", "1  []", "1 x []", "1 x [9]"])
        observation.cancel()
    }

    @Test func cancelStopsDeliveryAndIsIdempotent() {
        let flux = Flux.make()
        let counts = Recorder<Int>()
        let observation = flux.store.observe(\.count) { counts.append($0) }

        flux.dispatcher.dispatch(.add(1))
        observation.cancel()
        observation.cancel()
        flux.dispatcher.dispatch(.add(1))

        #expect(counts.all == [1])
        #expect(flux.store.listenerCount == 0)
    }

    @Test func releasingTheTokenStopsDelivery() {
        let flux = Flux.make()
        let counts = Recorder<Int>()
        var observation: StoreObservation? = flux.store.observe(\.count) { counts.append($0) }
        weak let released = observation

        flux.dispatcher.dispatch(.add(1))
        observation = nil
        flux.dispatcher.dispatch(.add(1))

        #expect(released == nil, "the store does not keep the token alive")
        #expect(counts.all == [1])
        #expect(flux.store.listenerCount == 0)
    }

    @Test func cancellingFromInsideTheCallbackStopsLaterChanges() {
        let flux = Flux.make()
        let counts = Recorder<Int>()
        let token = Slot<StoreObservation>()
        token.value = flux.store.observe(\.count) { count in
            counts.append(count)
            token.value?.cancel()
        }

        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.add(1))

        #expect(counts.all == [1])
    }

    @Test func anObservationCancelledByAnEarlierCallbackMissesTheChangeBeingDelivered() {
        let flux = Flux.make()
        let later = Slot<StoreObservation>()
        let counts = Recorder<Int>()
        let earlier = flux.store.observe(\.count) { _ in later.value?.cancel() }
        later.value = flux.store.observe(\.count) { counts.append($0) }

        flux.dispatcher.dispatch(.add(1))

        #expect(counts.all.isEmpty)
        earlier.cancel()
    }

    @Test func runsOnTheDispatchingThreadBeforeDispatchReturns() {
        let flux = Flux.make()
        let queue = DispatchQueue(label: "ObservationTests.dispatching")
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "dispatching queue")
        let threads = Recorder<String?>()
        let observation = flux.store.observe(\.count) { _ in threads.append(DispatchQueue.getSpecific(key: key)) }

        queue.sync {
            flux.dispatcher.dispatch(.add(1))
            threads.append("dispatch returned")
        }

        #expect(threads.all == ["dispatching queue", "dispatch returned"])
        observation.cancel()
    }

    @Test func aDispatchFromTheCallbackIsQueuedBehindTheCurrentChange() {
        let flux = Flux.make()
        let events = Recorder<String>()
        let observation = flux.store.observe(\.count) { [dispatcher = flux.dispatcher] count in
            events.append("count \(count)")
            if count == 1 {
                dispatcher.dispatch(.rename("one"))
                events.append("dispatch returned")
            }
        }
        let labels = flux.store.observe(\.label) { events.append("label \($0)") }

        flux.dispatcher.dispatch(.add(1))

        #expect(events.all == ["count 1", "dispatch returned", "label one"])
        observation.cancel()
        labels.cancel()
    }

    @Test func firesOncePerChangeWhenManyThreadsDispatch() {
        let flux = Flux.make()
        let counts = Recorder<Int>()
        let observation = flux.store.observe(\.count) { counts.append($0) }

        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<250 {
                flux.dispatcher.dispatch(.add(1))
            }
        }

        #expect(counts.all == Array(1...2_000))
        observation.cancel()
    }

    @Test func observationsCancelledFromManyThreadsAtOnceAreNeverCalledAgain() {
        // Given a bag of observations, and threads that dispatch while others cancel
        let flux = Flux.make()
        let calls = Recorder<Int>()
        let bag = StoreObservationBag()
        for _ in 0..<10 {
            flux.store.observe(\.count) { calls.append($0) }.store(in: bag)
        }

        // When each thread either dispatches or cancels the bag
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            if index.isMultiple(of: 2) {
                bag.cancelAll()
            } else {
                flux.dispatcher.dispatch(.add(1))
            }
        }
        let callsAfterCancelling = calls.count
        flux.dispatcher.dispatch(.add(1))

        // Then no observation is left, and none is called again
        #expect(calls.count == callsAfterCancelling)
        #expect(flux.store.listenerCount == 0)
    }

    @Test func theTokenDoesNotKeepTheStoreAlive() {
        var flux: Flux<TallyAction, TallyState>? = Flux.make()
        weak let store = flux?.store
        let observation = flux?.store.observe(\.count) { _ in }

        flux = nil

        #expect(store == nil)
        observation?.cancel()
    }

    @Test func observesNestedComputedAndReferenceProperties() {
        let flux = Flux(state: ShapeState(), mutation: ShapeMutation())
        let values = Recorder<String>()
        let observations = [
            flux.store.observe(\.inner.name) { values.append("name \($0)") },
            flux.store.observe(\.isEven) { values.append("even \($0)") },
            flux.store.observe(\.inner) { values.append("inner \($0.count)") },
            flux.store.observe(\.box.tag) { values.append("tag \($0)") },
        ]

        flux.dispatcher.dispatch(.rename(String(repeating: "long name ", count: 10)))
        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.add(2))
        flux.dispatcher.dispatch(.replaceBox("b"))

        #expect(
            values.all == [
                "name \(String(repeating: "long name ", count: 10))", "inner 0",
                "even false", "inner 1",
                "inner 3",
                "tag b",
            ])
        for observation in observations {
            observation.cancel()
        }
    }

    @Test func aBagCancelsEveryObservationAtOnce() {
        let flux = Flux.make()
        let values = Recorder<String>()
        let bag = StoreObservationBag()
        flux.store.observe(\.count) { values.append("count \($0)") }.store(in: bag)
        bag.insert(flux.store.observe(\.label) { values.append("label \($0)") })

        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.rename("x"))
        bag.cancelAll()
        bag.cancelAll()
        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.rename("y"))

        #expect(values.all == ["count 1", "label x"])
        #expect(flux.store.listenerCount == 0)
    }

    @Test func aBagKeepsWorkingAfterCancelAll() {
        let flux = Flux.make()
        let counts = Recorder<Int>()
        let bag = StoreObservationBag()
        flux.store.observe(\.count) { _ in }.store(in: bag)
        bag.cancelAll()

        flux.store.observe(\.count) { counts.append($0) }.store(in: bag)
        flux.dispatcher.dispatch(.add(1))

        #expect(counts.all == [1])
        bag.cancelAll()
    }

    @Test func releasingTheBagCancelsItsObservations() {
        let flux = Flux.make()
        let counts = Recorder<Int>()
        var bag: StoreObservationBag? = StoreObservationBag()
        let kept = flux.store.observe(\.count) { counts.append($0) }
        if let bag {
            kept.store(in: bag)
        }

        bag = nil
        flux.dispatcher.dispatch(.add(1))

        #expect(counts.all.isEmpty)
        #expect(flux.store.listenerCount == 0)
    }

    @Test func cancelAllFromInsideACallbackStopsEveryObservation() {
        let flux = Flux.make()
        let counts = Recorder<Int>()
        let bag = StoreObservationBag()
        flux.store.observe(\.count) { count in
            counts.append(count)
            bag.cancelAll()
        }.store(in: bag)
        flux.store.observe(\.count) { counts.append(-$0) }.store(in: bag)

        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.add(1))

        #expect(counts.all == [1])
    }
}

/// A reference a test's callback can reach before the value is set.
private final class Slot<Value: Sendable>: Sendable {
    private let stored = Locked<Value?>(nil)

    var value: Value? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}

/// Properties of every kind an observation reads: nested stored ones, a computed one, one behind a class.
private struct ShapeState: State {
    struct Inner: Equatable, Sendable {
        var count = 0
        var name = ""
    }

    final class Box: Sendable {
        let tag: String

        init(tag: String) {
            self.tag = tag
        }
    }

    var inner = Inner()
    var box = Box(tag: "a")
    var isEven: Bool { inner.count % 2 == 0 }
}

private enum ShapeAction: Action {
    case add(Int)
    case rename(String)
    case replaceBox(String)
}

private struct ShapeMutation: Mutation {
    func mutate(action: ShapeAction, state: inout ShapeState) {
        switch action {
        case .add(let amount):
            state.inner.count += amount
        case .rename(let name):
            state.inner.name = name
        case .replaceBox(let tag):
            state.box = ShapeState.Box(tag: tag)
        }
    }
}
