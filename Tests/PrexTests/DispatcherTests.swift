import CounterFeature
import Dispatch
import PrexTesting
import TestSupport
import Testing

@testable import Prex

@Suite(.timeLimit(.minutes(5)))
struct DispatcherTests {
    @Test func handlersReceiveActionsInDispatchOrderAfterTheStoreAppliedThem() {
        let flux = Flux.make()
        let seen = Recorder<(TallyAction, Int)>()
        let subscription = flux.dispatcher.register { [store = flux.store] action in
            seen.append((action, store.state.count))
        }

        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.rename("a"))
        flux.dispatcher.dispatch(.add(2))

        #expect(seen.all.map(\.0) == [.add(1), .rename("a"), .add(2)])
        #expect(seen.all.map(\.1) == [1, 1, 3])
        flux.dispatcher.unregister(subscription)
    }

    @Test func unregisteredHandlerIsNotCalledAgain() {
        let flux = Flux.make()
        let seen = Recorder<TallyAction>()
        let subscription = flux.dispatcher.register { seen.append($0) }

        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.unregister(subscription)
        flux.dispatcher.dispatch(.add(2))

        #expect(seen.all == [.add(1)])
        #expect(flux.store.state.count == 3)
    }

    @Test func unregisteringTwiceOrAForeignSubscriptionIsANoOp() {
        let flux = Flux.make()
        let other = Flux.make()
        let seen = Recorder<TallyAction>()
        let kept = flux.dispatcher.register { seen.append($0) }
        let removed = flux.dispatcher.register { _ in }
        let foreign = other.dispatcher.register { _ in }
        let listener = flux.store.addListener { _ in }
        let handlersBefore = flux.dispatcher.handlerCount

        flux.dispatcher.unregister(removed)
        flux.dispatcher.unregister(removed)
        flux.dispatcher.unregister(foreign)
        flux.dispatcher.unregister(listener)
        flux.dispatcher.dispatch(.add(1))

        #expect(flux.dispatcher.handlerCount == handlersBefore - 1)
        #expect(other.dispatcher.handlerCount == 1)
        #expect(seen.all == [.add(1)])
        flux.dispatcher.unregister(kept)
    }

    @Test func handlerRemovedDuringDeliveryIsNotCalledForThatAction() {
        let flux = Flux.make()
        let seen = Recorder<String>()
        let victim = Locked<Subscription?>(nil)
        let remover = flux.dispatcher.register { [dispatcher = flux.dispatcher] _ in
            seen.append("remover")
            if let subscription = victim.withLock({ $0 }) {
                dispatcher.unregister(subscription)
            }
        }
        victim.withLock { $0 = flux.dispatcher.register { _ in seen.append("victim") } }

        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.add(1))

        #expect(seen.all == ["remover", "remover"])
        flux.dispatcher.unregister(remover)
    }

    @Test func handlerAddedDuringDeliveryStartsWithTheNextAction() {
        let flux = Flux.make()
        let seen = Recorder<TallyAction>()
        let added = Locked<Subscription?>(nil)
        let adder = flux.dispatcher.register { [dispatcher = flux.dispatcher] _ in
            added.withLock { added in
                if added == nil {
                    added = dispatcher.register { seen.append($0) }
                }
            }
        }

        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.add(2))

        #expect(seen.all == [.add(2)])
        flux.dispatcher.unregister(adder)
    }

    @Test func reentrantDispatchFromAHandlerIsQueuedInFIFOOrderNeverNested() {
        // Given a handler that dispatches two more actions while handling the first one
        let flux = Flux.make()
        let events = Recorder<String>()
        let subscription = flux.dispatcher.register { [dispatcher = flux.dispatcher] action in
            events.append("begin \(action)")
            if action == .add(1) {
                dispatcher.dispatch(.add(10))
                dispatcher.dispatch(.add(100))
                events.append("queued")
            }
            events.append("end \(action)")
        }

        // When
        flux.dispatcher.dispatch(.add(1))

        // Then each action is delivered after the previous one finished, in the order dispatched,
        // and all of them before the outer dispatch returned
        #expect(
            events.all == [
                "begin add(1)", "queued", "end add(1)",
                "begin add(10)", "end add(10)",
                "begin add(100)", "end add(100)",
            ]
        )
        #expect(flux.store.state.count == 111)
        flux.dispatcher.unregister(subscription)
    }

    @Test func aChainOfHundredThousandReentrantDispatchesRunsInConstantStack() {
        // Given a handler that re-dispatches until the count reaches 100,000, tracking how deeply
        // deliveries nest (a nested implementation would also overflow the stack here)
        let flux = Flux.make()
        let depth = Locked((current: 0, deepest: 0))
        let subscription = flux.dispatcher.register { [dispatcher = flux.dispatcher, store = flux.store] _ in
            depth.withLock { depth in
                depth.current += 1
                depth.deepest = max(depth.deepest, depth.current)
            }
            if store.state.count < 100_000 {
                dispatcher.dispatch(.add(1))
            }
            depth.withLock { $0.current -= 1 }
        }

        flux.dispatcher.dispatch(.add(1))

        #expect(flux.store.state.count == 100_000)
        #expect(depth.withLock { $0.deepest } == 1)
        flux.dispatcher.unregister(subscription)
    }

    @Test(arguments: [
        (threads: 2, dispatches: 10_000), (threads: 8, dispatches: 2_500), (threads: 32, dispatches: 300),
    ])
    func nThreadsDispatchingMIncrementsEachEndAtNTimesM(threads: Int, dispatches: Int) {
        let flux = Flux(state: CounterState(), mutation: CounterMutation())

        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<dispatches {
                flux.dispatcher.dispatch(.increment)
            }
        }

        #expect(flux.store.state.count == threads * dispatches)
    }

    @Test func concurrentDispatchesAreAppliedInOneTotalOrderWithNothingLost() {
        // Given a listener recording every change, and a recorder of every action (a handler)
        let flux = Flux.make()
        let changes = Recorder<(old: Int, new: Int)>()
        let recorder = ActionRecorder(flux)
        let listener = flux.store.addListener { change in
            changes.append((change.old?.log.count ?? -1, change.new.log.count))
        }

        // When 4 threads dispatch 2,000 distinct actions each
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<2_000 {
                flux.dispatcher.dispatch(.record(thread * 10_000 + index))
            }
        }

        // Then the listener saw a gap-free sequence, the state's log is exactly the order handlers saw,
        // and each thread's actions kept their relative order
        let log = flux.store.state.log
        #expect(log.count == 8_000)
        #expect(changes.all.enumerated().allSatisfy { $0.element == ($0.offset, $0.offset + 1) })
        #expect(recorder.actions == log.map { TallyAction.record($0) })
        for thread in 0..<4 {
            let own = log.filter { $0 / 10_000 == thread }
            #expect(own == own.sorted())
            #expect(own.count == 2_000)
        }
        flux.store.removeListener(with: listener)
    }

    @Test func registeringAndUnregisteringFromManyThreadsWhileDispatchingIsSafe() {
        let flux = Flux(state: CounterState(), mutation: CounterMutation())
        let baseline = flux.dispatcher.handlerCount

        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for _ in 0..<500 {
                if thread.isMultiple(of: 2) {
                    let subscription = flux.dispatcher.register { _ in }
                    flux.dispatcher.dispatch(.increment)
                    flux.dispatcher.unregister(subscription)
                } else {
                    let subscription = flux.store.addListener { _ in }
                    flux.dispatcher.dispatch(.increment)
                    flux.store.removeListener(with: subscription)
                }
            }
        }

        #expect(flux.store.state.count == 4_000)
        #expect(flux.dispatcher.handlerCount == baseline)
        #expect(flux.store.listenerCount == 0)
    }
}
