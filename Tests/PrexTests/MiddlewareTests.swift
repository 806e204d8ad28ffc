import Dispatch
import Prex
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(5)))
struct MiddlewareTests {
    @Test func middlewareRunsInArrayOrderEachSeeingWhatThePreviousReturned() {
        let seen = Recorder<String>()
        let flux = Flux(
            state: TallyState(), mutation: TallyMutation(),
            middleware: [
                Middleware { action in
                    seen.append("first \(action)")
                    guard case .add(let amount) = action else { return action }
                    return .add(amount * 10)
                },
                .observing { action in seen.append("second \(action)") },
            ]
        )

        flux.dispatcher.dispatch(.add(2))

        #expect(seen.all == ["first add(2)", "second add(20)"])
        #expect(flux.store.state.count == 20)
    }

    @Test func middlewareRunsBeforeTheMutation() {
        let countsSeen = Recorder<Int>()
        let box = FluxBox()
        let flux = Flux(
            state: TallyState(), mutation: TallyMutation(),
            middleware: [.observing { _ in countsSeen.append(box.flux?.store.state.count ?? -1) }]
        )
        box.flux = flux

        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.add(1))

        #expect(countsSeen.all == [0, 1])
    }

    @Test func aDroppedActionReachesNoListenerHandlerNorDebugLog() {
        let changes = Recorder<Int>()
        let handled = Recorder<TallyAction>()
        let entries = Recorder<String>()
        let flux = Flux(
            state: TallyState(), mutation: TallyMutation(),
            middleware: [.filtering { action in action != .add(5) }],
            debugLog: .custom { entries.append($0) }
        )
        let listener = flux.store.addListener { changes.append($0.new.count) }
        let handler = flux.dispatcher.register { handled.append($0) }
        defer {
            flux.store.removeListener(with: listener)
            flux.dispatcher.unregister(handler)
        }

        flux.dispatcher.dispatch(.add(5))
        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.dispatch(.add(5))

        #expect(flux.store.state.count == 1)
        #expect(changes.all == [1])
        #expect(handled.all == [.add(1)])
        #expect(entries.all == ["action TallyAction.add(1)\n  - count: 0\n  + count: 1\n"])
    }

    @Test func handlersAndTheDebugLogReceiveTheReplacedAction() {
        let handled = Recorder<TallyAction>()
        let entries = Recorder<String>()
        let flux = Flux(
            state: TallyState(), mutation: TallyMutation(),
            middleware: [Middleware { action in action == .rename("x") ? .rename("y") : action }],
            debugLog: .custom { entries.append($0) }
        )
        let handler = flux.dispatcher.register { handled.append($0) }
        defer { flux.dispatcher.unregister(handler) }

        flux.dispatcher.dispatch(.rename("x"))

        #expect(flux.store.state.label == "y")
        #expect(handled.all == [.rename("y")])
        #expect(entries.all == ["action TallyAction.rename(\"y\")\n  - label: \"\"\n  + label: \"y\"\n"])
    }

    @Test func aMiddlewareLaterInTheChainDoesNotSeeADroppedAction() {
        let seen = Recorder<TallyAction>()
        let flux = Flux(
            state: TallyState(), mutation: TallyMutation(),
            middleware: [.filtering { $0 != .record(0) }, .observing { seen.append($0) }]
        )

        flux.dispatcher.dispatch(.record(0))
        flux.dispatcher.dispatch(.record(1))

        #expect(seen.all == [.record(1)])
        #expect(flux.store.state.log == [1])
    }

    @Test func anActionDispatchedFromMiddlewareIsQueuedBehindTheCurrentOne() {
        // Given a middleware that answers every add with a record, dispatched from inside the chain
        let box = FluxBox()
        let seen = Recorder<TallyAction>()
        let flux = Flux(
            state: TallyState(), mutation: TallyMutation(),
            middleware: [
                .observing { action in
                    seen.append(action)
                    if case .add(let amount) = action {
                        box.flux?.dispatcher.dispatch(.record(amount))
                        box.flux?.dispatcher.dispatch(.rename("after \(amount)"))
                    }
                }
            ]
        )
        box.flux = flux
        let handled = Recorder<TallyAction>()
        let handler = flux.dispatcher.register { handled.append($0) }
        defer { flux.dispatcher.unregister(handler) }

        // When an add is dispatched
        flux.dispatcher.dispatch(.add(3))

        // Then the add is applied first, and the queued actions run through the middleware after it, in order
        #expect(seen.all == [.add(3), .record(3), .rename("after 3")])
        #expect(handled.all == [.add(3), .record(3), .rename("after 3")])
        #expect(flux.store.state == TallyState(count: 3, label: "after 3", log: [3]))
    }

    @Test func middlewareSeesEachActionOnceWhenManyThreadsDispatch() {
        // Given a middleware that counts without a lock of its own: the Flux's gate serialises it
        let counter = UnsynchronisedCounter()
        let flux = Flux(
            state: TallyState(), mutation: TallyMutation(), middleware: [.observing { _ in counter.value += 1 }])

        // When 8 threads dispatch 1,000 adds each
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 {
                flux.dispatcher.dispatch(.add(1))
            }
        }

        // Then the middleware saw every action exactly once, and so did the store
        #expect(counter.value == 8_000)
        #expect(flux.store.state.count == 8_000)
    }

    @Test func anEmptyArrayMakesAPlainFlux() {
        let handled = Recorder<TallyAction>()
        let flux = Flux(state: TallyState(), mutation: TallyMutation(), middleware: [])
        let handler = flux.dispatcher.register { handled.append($0) }

        flux.dispatcher.dispatch(.add(4))
        flux.dispatcher.unregister(handler)
        flux.dispatcher.dispatch(.add(4))

        #expect(flux.store.state.count == 8)
        #expect(handled.all == [.add(4)])
    }

    @Test func anUnregisteredHandlerIsNotCalledOnAFluxWithMiddleware() {
        let handled = Recorder<TallyAction>()
        let flux = Flux(state: TallyState(), mutation: TallyMutation(), middleware: [.observing { _ in }])
        let handler = flux.dispatcher.register { handled.append($0) }

        flux.dispatcher.dispatch(.add(1))
        flux.dispatcher.unregister(handler)
        flux.dispatcher.dispatch(.add(2))

        #expect(handled.all == [.add(1)])
        #expect(flux.store.state.count == 3)
    }

    @Test @MainActor func aPresenterOnAFluxWithMiddlewareReflectsOnlyWhatPassed() {
        let view = TallyView()
        let flux = Flux(state: TallyState(), mutation: TallyMutation(), middleware: [.filtering { $0 != .add(9) }])
        let presenter = Presenter(view: view, flux: flux)

        presenter.dispatch(.add(9))
        presenter.dispatch(.add(2))

        #expect(view.counts == [2])
    }
}

/// A count a middleware increments with no lock: the Flux runs its middleware one action at a time.
private final class UnsynchronisedCounter: @unchecked Sendable {
    // `@unchecked Sendable` is sound here: only the middleware touches `value` while dispatching, and the
    // Flux's gate runs middleware one action at a time; the test reads it after every dispatch returned.
    var value = 0
}

/// Lets a middleware reach the Flux it belongs to, which exists only after the middleware was made.
private final class FluxBox: @unchecked Sendable {
    // `@unchecked Sendable` is sound for these tests: `flux` is set once, before the first dispatch, on the
    // thread that then dispatches; the middleware only reads it afterwards, on that same thread.
    // Weak: the Flux holds the middleware, which holds this box.
    weak var flux: Flux<TallyAction, TallyState>?
}

@MainActor
private final class TallyView: View {
    var counts: [Int] = []

    func reflect(change: StateChange<TallyState>) {
        counts.append(change.new.count)
    }
}
