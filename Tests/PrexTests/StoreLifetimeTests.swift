import TestSupport
import Testing

@testable import Prex

/// A dispatcher does not keep its store alive, as in the original Prex, so a store lives only as long as its
/// owners: once the store's last owner lets it go, dispatching applies nothing and reaches no listener, and
/// handlers still receive actions.
@Suite(.timeLimit(.minutes(5)))
struct StoreLifetimeTests {
    /// A mutation that records every action it applies, after running `whileApplying`.
    struct RecordingMutation: Mutation {
        let applied: Recorder<TallyAction>
        var whileApplying: @Sendable () -> Void = {}

        func mutate(action: TallyAction, state: inout TallyState) {
            whileApplying()
            applied.append(action)
            TallyMutation().mutate(action: action, state: &state)
        }
    }

    /// An object a listener captures, to observe when the store's listeners are released.
    final class Token: Sendable {}

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

    @Test func aStoreThatGoesDuringItsOwnNotificationFinishesIt() throws {
        // Given a listener that lets go of the store's last owner while it is being notified, a listener after
        // it that captures an object, and a handler
        let box = Locked<Flux<TallyAction, TallyState>?>(Flux.make())
        let flux = try #require(box.withLock { $0 })
        let dispatcher = flux.dispatcher
        let later = Recorder<Int>()
        let handled = Recorder<TallyAction>()
        _ = dispatcher.register { handled.append($0) }
        _ = flux.store.addListener { _ in box.withLock { $0 = nil } }
        weak var captured: Token?
        do {
            let token = Token()
            captured = token
            _ = flux.store.addListener { change in
                _ = token
                later.append(change.new.count)
            }
        }
        weak let store = flux.store
        _ = consume flux

        // When an action is dispatched, and another after the store went
        dispatcher.dispatch(.add(1))
        dispatcher.dispatch(.add(1))

        // Then the store went during the first notification, which still reached the listener after the one
        // that let it go, as in the original Prex (its store lived until its handler returned); the listeners
        // were released when that notification ended, and the second action reached the handler only
        #expect(store == nil)
        #expect(later.all == [1])
        #expect(captured == nil)
        #expect(handled.all == [.add(1), .add(1)])
    }

    @Test func aStoreThatGoesDuringItsMutationNotifiesNoListener() throws {
        // Given a mutation that lets go of the store's last owner while it applies the first action
        let box = Locked<Flux<TallyAction, TallyState>?>(nil)
        let applied = Recorder<TallyAction>()
        let mutation = RecordingMutation(applied: applied) { box.withLock { $0 = nil } }
        let flux = Flux(state: TallyState(), mutation: mutation)
        box.withLock { $0 = flux }
        let dispatcher = flux.dispatcher
        let listened = Recorder<Int>()
        let handled = Recorder<TallyAction>()
        _ = dispatcher.register { handled.append($0) }
        _ = flux.store.addListener { listened.append($0.new.count) }
        weak let store = flux.store
        _ = consume flux

        // When two actions are dispatched
        dispatcher.dispatch(.add(1))
        dispatcher.dispatch(.add(2))

        // Then the mutation running when the store went completed, its change reached no listener (no
        // notification begins once the store is gone), and the second action reached the handler only
        #expect(store == nil)
        #expect(applied.all == [.add(1)])
        #expect(listened.all.isEmpty)
        #expect(handled.all == [.add(1), .add(2)])
    }
}
