import TestSupport
import Testing

@testable import Prex

/// The delivery state machine's rule for transactions: a change carries the transactions of every action it shows
/// for the first time, merged in dispatch order, and nothing of what it already showed.
struct ViewDeliveryTransactionTests {
    static let linear = Transaction(animation: .linear())
    static let spring = Transaction(animation: .spring())

    @Test func aChangeOnMainWithNothingPendingKeepsItsTransaction() {
        var machine = ViewDeliveryStateMachine(shown: TallyState())

        let change = machine.receiveOnMain(
            StateChange(new: TallyState(count: 1), old: TallyState(), transaction: Self.linear))

        #expect(change.transaction == Self.linear)
        #expect(machine.pendingTransaction.isEmpty)
    }

    @Test func aHopCarriesTheTransactionsOfEveryChangeItMerges() {
        var machine = ViewDeliveryStateMachine(shown: TallyState())
        _ = machine.receiveOffMain(TallyState(count: 1), transaction: Self.linear)
        _ = machine.receiveOffMain(TallyState(count: 2))

        let change = machine.hop()

        #expect(change?.transaction == Self.linear)
        #expect(machine.pendingTransaction.isEmpty)
    }

    @Test func aChangeOnMainThatSupersedesAPendingOneCarriesBoth() {
        var machine = ViewDeliveryStateMachine(shown: TallyState())
        _ = machine.receiveOffMain(TallyState(count: 1), transaction: Self.linear)

        let change = machine.receiveOnMain(
            StateChange(new: TallyState(count: 2), old: TallyState(count: 1), transaction: Self.spring))

        #expect(change.transaction == Self.spring)
        #expect(machine.hop() == nil)
    }

    @Test func whatWaitsWhileTheViewReflectsKeepsItsTransactionForTakeWaiting() {
        var machine = ViewDeliveryStateMachine(shown: TallyState())
        machine.receiveWhileReflecting(TallyState(count: 1), transaction: Self.linear)

        let change = machine.takeWaiting()

        #expect(change?.transaction == Self.linear)
        #expect(machine.takeWaiting() == nil)
    }

    @Test func aFullRenderShowsAPendingChangeWithItsTransaction() {
        var machine = ViewDeliveryStateMachine(shown: TallyState())
        _ = machine.receiveOffMain(TallyState(count: 1), transaction: Self.linear)

        let whole = machine.reflectAll(current: TallyState(count: 1))
        let nothingLeft = machine.reflectAll(current: TallyState(count: 1))

        #expect(whole?.transaction == Self.linear)
        #expect(nothingLeft?.transaction == Transaction())
    }

    @Test func closingDropsThePendingTransaction() {
        var machine = ViewDeliveryStateMachine(shown: TallyState())
        _ = machine.receiveOffMain(TallyState(count: 1), transaction: Self.linear)

        machine.close()

        #expect(machine.pendingTransaction.isEmpty)
    }
}
