import CounterFeature
import Dispatch
import Foundation
import TestSupport
import Testing

@testable import Prex

@Suite(.timeLimit(.minutes(5)))
struct StoreTests {
    @Test func startsFromTheInitialState() {
        let flux = Flux.make(TallyState(count: 7, label: "seven"))

        #expect(flux.store.state == TallyState(count: 7, label: "seven"))
    }

    @Test func listenersReceiveEveryChangeWithOldAndNewState() {
        let flux = Flux.make()
        let changes = Recorder<StateChange<TallyState>>()
        let subscription = flux.store.addListener { changes.append($0) }

        flux.dispatcher.dispatch(.add(2))
        flux.dispatcher.dispatch(.rename("two"))

        #expect(changes.all.map(\.old) == [TallyState(), TallyState(count: 2)])
        #expect(changes.all.map(\.new) == [TallyState(count: 2), TallyState(count: 2, label: "two")])
        flux.store.removeListener(with: subscription)
    }

    @Test func stateReadInsideAListenerIsTheNewState() {
        let flux = Flux.make()
        let readings = Recorder<Bool>()
        let subscription = flux.store.addListener { [store = flux.store] change in
            readings.append(store.state == change.new)
        }

        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.add(1))

        #expect(readings.all == [true, true])
        flux.store.removeListener(with: subscription)
    }

    @Test func removedListenerIsNotCalledAgain() {
        let flux = Flux.make()
        let changes = Recorder<Int>()
        let subscription = flux.store.addListener { changes.append($0.new.count) }

        flux.dispatcher.dispatch(.add(1))
        flux.store.removeListener(with: subscription)
        flux.store.removeListener(with: subscription)
        flux.dispatcher.dispatch(.add(1))

        #expect(changes.all == [1])
        #expect(flux.store.listenerCount == 0)
    }

    @Test func listenerRemovedDuringANotificationIsNotCalledAgain() {
        // Given a listener that removes itself and a later listener on the first change
        let flux = Flux.make()
        let calls = Recorder<String>()
        let subscriptions = Locked<[Subscription]>([])
        let first = flux.store.addListener { [store = flux.store] _ in
            calls.append("first")
            for subscription in subscriptions.withLock({ $0 }) {
                store.removeListener(with: subscription)
            }
        }
        let second = flux.store.addListener { _ in calls.append("second") }
        subscriptions.withLock { $0 = [first, second] }

        // When two changes happen
        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.add(1))

        // Then neither listener was called after the removal, not even later in the same notification
        #expect(calls.all == ["first"])
        #expect(flux.store.listenerCount == 0)
    }

    @Test func reentrantDispatchFromAListenerIsQueuedInFIFOOrderNeverNested() {
        let flux = Flux.make()
        let events = Recorder<String>()
        let subscription = flux.store.addListener { [dispatcher = flux.dispatcher] change in
            events.append("begin \(change.new.count)")
            if change.new.count == 1 {
                dispatcher.dispatch(.add(10))
                dispatcher.dispatch(.add(100))
            }
            events.append("end \(change.new.count)")
        }

        flux.dispatcher.dispatch(.add(1))

        #expect(events.all == ["begin 1", "end 1", "begin 11", "end 11", "begin 111", "end 111"])
        flux.store.removeListener(with: subscription)
    }

    @Test func mutationMayReadTheStoreWithoutDeadlocking() {
        // A mutation that (wrongly) reads the store sees the state before the action.
        struct PeekingMutation: Mutation {
            let peek: @Sendable () -> CounterState
            func mutate(action: CounterAction, state: inout CounterState) {
                state.count = peek().count + 1
            }
        }
        let box = Locked<Store<CounterState>?>(nil)
        let flux = Flux(
            state: CounterState(),
            mutation: PeekingMutation(peek: { box.withLock { $0 }?.state ?? CounterState() })
        )
        box.withLock { $0 = flux.store }

        flux.dispatcher.dispatch(.increment)
        flux.dispatcher.dispatch(.increment)

        #expect(flux.store.state.count == 2)
        box.withLock { $0 = nil }
    }

    @Test func readingTheStateNeverWaitsForADeliveryInProgress() {
        // Given a delivery held open by a handler on a background thread, after the store applied the action
        let flux = Flux.make()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let handler = flux.dispatcher.register { _ in
            entered.signal()
            release.wait()
        }
        let delivering = DispatchGroup()
        delivering.enter()
        Thread {
            flux.dispatcher.dispatch(.add(1))
            delivering.leave()
        }.start()
        entered.wait()

        // When another thread reads the state while that delivery is still running
        let read = DispatchSemaphore(value: 0)
        let seen = Locked<Int?>(nil)
        Thread {
            let count = flux.store.state.count
            seen.withLock { $0 = count }
            read.signal()
        }.start()
        // Only reached on failure: a read that waits for the delivery would otherwise hang the test.
        let readWithoutWaiting = read.wait(timeout: .now() + 30) == .success
        release.signal()
        delivering.wait()
        if !readWithoutWaiting {
            read.wait()
        }

        // Then the read returned while the delivery was still running, with the state it had applied
        #expect(readWithoutWaiting)
        #expect(seen.withLock { $0 } == 1)
        flux.dispatcher.unregister(handler)
    }
}
