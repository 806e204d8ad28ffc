import TestSupport
import Testing

@testable import Prex

@Suite(.timeLimit(.minutes(5)))
struct FluxTests {
    @Test func storeAppliesEveryActionTheDispatcherDelivers() {
        let flux = Flux.make()

        flux.dispatcher.dispatch(.add(2))
        flux.dispatcher.dispatch(.record(7))

        #expect(flux.store.state == TallyState(count: 2, log: [7]))
        #expect(flux.dispatcher.handlerCount == 0)  // the store is wired in, not registered as a handler
    }

    @Test func droppingAFluxFreesItsDispatcherAndStore() {
        var flux: Flux<TallyAction, TallyState>? = Flux.make()
        weak let weakFlux = flux
        weak let weakDispatcher = flux?.dispatcher
        weak let weakStore = flux?.store
        flux?.dispatcher.dispatch(.add(1))

        flux = nil

        #expect(weakFlux == nil)
        #expect(weakDispatcher == nil)
        #expect(weakStore == nil)
    }

    @Test func aStoreKeptAloneOutlivesItsFluxWithItsLastState() {
        var flux: Flux<TallyAction, TallyState>? = Flux.make()
        flux?.dispatcher.dispatch(.add(3))
        let store = flux?.store

        flux = nil

        #expect(store?.state.count == 3)
    }

    @Test func actionsAndStatesCrossThreadsAsSendableValues() async {
        // Compiles only because Flux, Action and State are Sendable (Swift 6 language mode).
        let flux = Flux.make()

        await Task.detached { flux.dispatcher.dispatch(.rename("from a task")) }.value
        let state = await Task.detached { flux.store.state }.value

        #expect(state.label == "from a task")
    }
}
