import TestSupport
import Testing

@testable import Prex

/// A dispatcher does not keep its store alive (DESIGN §2.5, as in the original Prex): once the store's last
/// owner lets it go, dispatching applies nothing and reaches no listener, and handlers still receive actions.
@Suite(.timeLimit(.minutes(1)))
struct StoreLifetimeTests {
    /// A mutation that records every action it applies.
    struct RecordingMutation: Mutation {
        let applied: Recorder<TallyAction>

        func mutate(action: TallyAction, state: inout TallyState) {
            applied.append(action)
            TallyMutation().mutate(action: action, state: &state)
        }
    }

    @Test(arguments: [false, true])
    func aStoreWhoseLastOwnerLetItGoAppliesNothing(withDebugLog: Bool) throws {
        // Given code that kept only the dispatcher of a Flux, with a handler and a store listener
        let applied = Recorder<TallyAction>()
        let logged = Recorder<String>()
        var flux: Flux<TallyAction, TallyState>? = Flux(
            state: TallyState(), mutation: RecordingMutation(applied: applied),
            debugLog: withDebugLog ? .custom { logged.append("\($0)") } : nil
        )
        let dispatcher = try #require(flux?.dispatcher)
        let handled = Recorder<TallyAction>()
        _ = dispatcher.register { handled.append($0) }
        let listened = Recorder<Int>()
        _ = flux?.store.addListener { listened.append($0.new.count) }
        weak let store = flux?.store
        dispatcher.dispatch(.add(1))

        // When the Flux, the store's last owner, goes
        flux = nil

        // Then the store is gone, and later actions reach the handlers only
        #expect(store == nil)
        dispatcher.dispatch(.add(2))
        #expect(applied.all == [.add(1)])
        #expect(listened.all == [1])
        #expect(handled.all == [.add(1), .add(2)])
        #expect(logged.count == (withDebugLog ? 1 : 0))
    }

    @Test func aStoreKeptByItsOwnerKeepsApplying() throws {
        // Given a store kept by its user, while the Flux that made it goes
        var flux: Flux<TallyAction, TallyState>? = Flux.make()
        let dispatcher = try #require(flux?.dispatcher)
        let store = try #require(flux?.store)

        flux = nil
        dispatcher.dispatch(.add(5))

        #expect(store.state.count == 5)
    }

    @Test func aStoreThatGoesDuringItsOwnNotificationEndsItSafely() throws {
        // Given a listener that lets go of the store's last owner while it is being notified, a listener after
        // it, and a handler
        let box = Locked<Flux<TallyAction, TallyState>?>(Flux.make())
        let flux = try #require(box.withLock { $0 })
        let dispatcher = flux.dispatcher
        let later = Recorder<Int>()
        let handled = Recorder<TallyAction>()
        _ = dispatcher.register { handled.append($0) }
        _ = flux.store.addListener { _ in box.withLock { $0 = nil } }
        _ = flux.store.addListener { later.append($0.new.count) }
        weak let store = flux.store
        _ = consume flux

        // When an action is dispatched, and another after the store went
        dispatcher.dispatch(.add(1))
        dispatcher.dispatch(.add(1))

        // Then the store went during the first notification, and its listeners with it (a listener removed
        // during a notification is not called again); the handler received both actions
        #expect(store == nil)
        #expect(later.all.isEmpty)
        #expect(handled.all == [.add(1), .add(1)])
    }
}
