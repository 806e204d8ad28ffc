import Prex
import PrexTesting
import TestSupport
import Testing

extension Presenter where Action == TallyAction, State == TallyState {
    /// Adds one with an animation, as a button's action would.
    fileprivate func addAnimated() {
        dispatch(.add(1), animation: .easeInOut(duration: 0.2))
    }

    /// Records `value` from an effect, animated.
    fileprivate func recordAnimatedFromEffect(_ value: Int) {
        let flux = flux
        task { _ in
            flux.dispatch(.record(value), transaction: Transaction(animation: .spring()))
        }
    }
}

/// A test store asserts the transaction a step carried: what a sent call dispatched with, what an effect dispatched
/// with; a step that carried another fails with both.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TestStoreTransactionTests {
    @Test func aSentCallAndAReceivedActionAreCheckedWithTheirTransactions() async {
        let store = TestStore(state: TallyState(), mutation: TallyMutation())
        let presenter = store.presenter { Presenter(view: $0, flux: $1) }

        await store.send(presenter.addAnimated(), transaction: Transaction(animation: .easeInOut(duration: 0.2))) {
            $0.count = 1
        }
        await store.send(presenter.recordAnimatedFromEffect(7))
        await store.receive(.record(7), transaction: Transaction(animation: .spring())) { $0.log = [7] }
        await store.finish()

        #expect(store.view.changes.map(\.transaction.animation) == [.easeInOut(duration: 0.2), .spring()])
    }

    @Test func anActionSentWithATransactionReachesTheViewWithIt() async {
        let store = TestStore(state: TallyState(), mutation: TallyMutation())
        _ = store.presenter { Presenter(view: $0, flux: $1) }

        await store.send(.add(2), transaction: Transaction(animation: .default)) { $0.count = 2 }

        #expect(store.view.changes.last?.transaction == Transaction(animation: .default))
    }

    @Test func anotherTransactionFailsTheReceive() async {
        let store = TestStore(state: TallyState(), mutation: TallyMutation())
        let presenter = store.presenter { Presenter(view: $0, flux: $1) }
        await store.send(presenter.recordAnimatedFromEffect(7))

        let failures = await issues {
            await store.receive(.record(7), transaction: Transaction()) { $0.log = [7] }
        }

        #expect(failures.count == 1)
        #expect(failures.first?.contains("carried another transaction") == true)
        #expect(failures.first?.contains("expected Transaction(), got Transaction(AnimationKey:") == true)
        await store.finish()
    }

    @Test func aCallThatDispatchedWithoutTheTransactionFailsTheSend() async {
        let store = TestStore(state: TallyState(), mutation: TallyMutation())

        let mismatched = await issues {
            await store.send(
                store.flux.dispatcher.dispatch(.add(1)), transaction: Transaction(animation: .default)
            ) { $0.count = 1 }
        }
        let nothing = await issues {
            await store.send((), transaction: Transaction(animation: .default))
        }

        #expect(mismatched.count == 1)
        #expect(mismatched.first?.contains("carried another transaction") == true)
        #expect(nothing.first?.contains("it dispatched nothing") == true)
    }
}
