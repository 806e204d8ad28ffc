import TestSupport
import Testing

@testable import Prex

struct ViewDeliveryStateMachineTests {
    @Test func changeOnMainStartsFromWhatWasShown() {
        var machine = ViewDeliveryStateMachine(shown: TallyState())

        let change = machine.receiveOnMain(StateChange(new: TallyState(count: 1), old: TallyState()))

        #expect(change.old == TallyState())
        #expect(change.new == TallyState(count: 1))
        #expect(machine.shown == TallyState(count: 1))
    }

    @Test func changeOnMainAfterAPendingOneStartsFromWhatWasShownNotFromTheStoresOld() {
        // Given a change received off main and not yet shown
        var machine = ViewDeliveryStateMachine(shown: TallyState())
        _ = machine.receiveOffMain(TallyState(count: 1))

        // When the next change arrives on main
        let change = machine.receiveOnMain(StateChange(new: TallyState(count: 2), old: TallyState(count: 1)))

        // Then its old is what the view showed, not the store's previous state
        #expect(change.old == TallyState())
        #expect(change.new == TallyState(count: 2))
    }

    @Test func changesOffMainScheduleOneHopThatDeliversTheNewest() {
        var machine = ViewDeliveryStateMachine(shown: TallyState())

        let first = machine.receiveOffMain(TallyState(count: 1))
        let second = machine.receiveOffMain(TallyState(count: 2))
        let change = machine.hop()

        #expect(first)
        #expect(!second)
        #expect(change?.old == TallyState())
        #expect(change?.new == TallyState(count: 2))
        #expect(!machine.isHopScheduled)
    }

    @Test func hopAfterAChangeOnMainHasNothingOlderToDeliver() {
        var machine = ViewDeliveryStateMachine(shown: TallyState())
        _ = machine.receiveOffMain(TallyState(count: 1))

        _ = machine.receiveOnMain(StateChange(new: TallyState(count: 2), old: TallyState(count: 1)))

        #expect(machine.hop() == nil)
        #expect(machine.shown == TallyState(count: 2))
    }

    @Test func changeOffMainAfterAnEmptiedHopStillRidesTheScheduledHop() {
        var machine = ViewDeliveryStateMachine(shown: TallyState())
        _ = machine.receiveOffMain(TallyState(count: 1))
        _ = machine.receiveOnMain(StateChange(new: TallyState(count: 2), old: TallyState(count: 1)))

        let needsHop = machine.receiveOffMain(TallyState(count: 3))

        #expect(!needsHop)
        #expect(machine.hop()?.old == TallyState(count: 2))
    }

    @Test func reflectAllDropsPendingAndHasNoOldState() throws {
        var machine = ViewDeliveryStateMachine(shown: TallyState())
        _ = machine.receiveOffMain(TallyState(count: 1))

        let reflected = machine.reflectAll(current: TallyState(count: 1))
        let change = try #require(reflected)

        #expect(change.new == TallyState(count: 1))
        #expect(change.old == nil)
        #expect(machine.pending == nil)
        #expect(machine.hop() == nil)
    }

    @Test func aClosedDeliveryDropsWhatIsPendingAndReflectsNothingMore() {
        var machine = ViewDeliveryStateMachine(shown: TallyState())
        let needsHop = machine.receiveOffMain(TallyState(count: 1))
        #expect(needsHop)

        machine.close()

        let hop = machine.hop()
        let reflected = machine.reflectAll(current: TallyState(count: 1))
        #expect(hop == nil)
        #expect(reflected == nil)
    }

    @Test func changesOnMainWhileTheViewReflectsWaitAndComeMergedFromWhatItShowed() {
        // Given a view reflecting a change
        var machine = ViewDeliveryStateMachine(shown: TallyState())
        _ = machine.receiveOnMain(StateChange(new: TallyState(count: 1), old: TallyState()))

        // When two more changes arrive on main before it returns (dispatched from its `reflect`)
        machine.receiveWhileReflecting(TallyState(count: 2))
        machine.receiveWhileReflecting(TallyState(count: 3))

        // Then once it returns, it gets the newest, from what it showed, and then nothing more
        let next = machine.takeWaiting()
        #expect(next?.old == TallyState(count: 1))
        #expect(next?.new == TallyState(count: 3))
        #expect(machine.takeWaiting() == nil)
    }

    @Test func aHopWhileTheViewReflectsLeavesItsChangeForWhenItReturns() {
        // Given a view reflecting, and a change off main that scheduled a hop meanwhile
        var machine = ViewDeliveryStateMachine(shown: TallyState())
        _ = machine.receiveOnMain(StateChange(new: TallyState(count: 1), old: TallyState()))
        let needsHop = machine.receiveOffMain(TallyState(count: 2))

        // When the hop runs before the view returned (the view ran the main queue from `reflect`)
        machine.hopWhileReflecting()

        // Then the change comes once the view returns, and a later change off main schedules a new hop
        #expect(needsHop)
        #expect(machine.takeWaiting()?.new == TallyState(count: 2))
        #expect(machine.receiveOffMain(TallyState(count: 3)) == true)
    }

    @Test func aFullRenderAskedForWhileTheViewReflectsComesWholeWithWhatArrivedSince() {
        var machine = ViewDeliveryStateMachine(shown: TallyState())
        _ = machine.receiveOnMain(StateChange(new: TallyState(count: 1), old: TallyState()))

        machine.reflectAllWhileReflecting(current: TallyState(count: 1))
        machine.receiveWhileReflecting(TallyState(count: 2))

        let next = machine.takeWaiting()
        #expect(next?.new == TallyState(count: 2))
        #expect(next?.old == nil)
        #expect(
            machine.receiveOnMain(StateChange(new: TallyState(count: 3), old: TallyState(count: 2))).old
                == TallyState(count: 2))
    }

    @Test func aDeliveryClosedWhileTheViewReflectsHandsNothingMoreOver() {
        var machine = ViewDeliveryStateMachine(shown: TallyState())
        _ = machine.receiveOnMain(StateChange(new: TallyState(count: 1), old: TallyState()))
        machine.receiveWhileReflecting(TallyState(count: 2))

        machine.close()
        machine.reflectAllWhileReflecting(current: TallyState(count: 2))

        #expect(machine.takeWaiting() == nil)
    }

    @Test func anOffMainChangeWhileAFullRenderWaitsStaysWholeAndTheHopLeavesNothingBehind() {
        // Given a full render asked for while the view reflects, then a change off the main queue
        var machine = ViewDeliveryStateMachine(shown: TallyState())
        machine.reflectAllWhileReflecting(current: TallyState(count: 1))
        let mustHop = machine.receiveOffMain(TallyState(count: 2))
        #expect(mustHop)

        // When the hop runs
        let next = machine.hop()

        // Then the newest state comes whole, and nothing waits any more
        #expect(next?.new == TallyState(count: 2))
        #expect(next?.old == nil)
        #expect(machine.pending == nil)
        #expect(machine.takeWaiting() == nil)
    }
}
