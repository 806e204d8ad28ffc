import Testing

@testable import PrexTesting

/// The state machine behind the recorder and the recording view, with numbers standing in for waiters.
struct RecordingStateMachineTests {
    private typealias Machine = RecordingStateMachine<String, Int>

    /// The waiters resumed and what each got, as text: `1 delivered a,b`, `2 timed out after a`, `3 cancelled`.
    private static func summary(_ resumptions: [Machine.Resumption]) -> [String] {
        resumptions.map { resumption in
            switch resumption.outcome {
            case .delivered(let elements):
                "\(resumption.waiter) delivered \(elements.joined(separator: ","))"
            case .timedOut(let arrived):
                "\(resumption.waiter) timed out after \(arrived.joined(separator: ","))"
            case .cancelled:
                "\(resumption.waiter) cancelled"
            }
        }
    }

    @Test func aWaitForElementsRecordedAlreadyEndsAtOnceAndMovesTheCursor() {
        var machine = Machine()
        _ = machine.append("a")
        _ = machine.append("b")
        _ = machine.append("c")

        let first = machine.wait(machine.makeWaitID(), count: 2, for: 1)
        let second = machine.wait(machine.makeWaitID(), count: 1, for: 2)

        #expect(Self.summary([first, second].compactMap { $0 }) == ["1 delivered a,b", "2 delivered c"])
        #expect(machine.cursor == 3)
        #expect(machine.elements == ["a", "b", "c"])
    }

    @Test func aWaitEndsWhenItsLastElementIsRecorded() {
        var machine = Machine()
        _ = machine.append("a")

        let waiting = machine.wait(machine.makeWaitID(), count: 3, for: 1)
        let afterB = machine.append("b")
        let afterC = machine.append("c")

        #expect(waiting == nil)
        #expect(afterB.isEmpty)
        #expect(Self.summary(afterC) == ["1 delivered a,b,c"])
    }

    @Test func waitsAreServedInTheOrderTheyStarted() {
        // Given a wait for two elements, then a wait for one
        var machine = Machine()
        #expect(machine.wait(machine.makeWaitID(), count: 2, for: 1) == nil)
        #expect(machine.wait(machine.makeWaitID(), count: 1, for: 2) == nil)

        // When elements arrive one by one, the later wait does not overtake the earlier one
        #expect(machine.append("a").isEmpty)
        #expect(Self.summary(machine.append("b")) == ["1 delivered a,b"])
        #expect(Self.summary(machine.append("c")) == ["2 delivered c"])
    }

    @Test func aWaitForZeroOrFewerElementsEndsAtOnceWithNothing() {
        var machine = Machine()
        _ = machine.append("a")

        let zero = machine.wait(machine.makeWaitID(), count: 0, for: 1)
        let negative = machine.wait(machine.makeWaitID(), count: -3, for: 2)

        #expect(Self.summary([zero, negative].compactMap { $0 }) == ["1 delivered ", "2 delivered "])
        #expect(machine.cursor == 0)
    }

    @Test func anExpiredWaitReportsWhatArrivedAndLeavesItForTheNextWait() {
        var machine = Machine()
        let id = machine.makeWaitID()
        _ = machine.wait(id, count: 3, for: 1)
        _ = machine.append("a")

        let expired = machine.expire(id)
        let next = machine.wait(machine.makeWaitID(), count: 1, for: 2)

        #expect(Self.summary(expired) == ["1 timed out after a"])
        #expect(Self.summary([next].compactMap { $0 }) == ["2 delivered a"])
    }

    @Test func expiringAWaitLetsTheWaitsBehindItBeServed() {
        // Given a wait for three holding up a wait for one, with one element recorded
        var machine = Machine()
        let blocking = machine.makeWaitID()
        _ = machine.wait(blocking, count: 3, for: 1)
        _ = machine.wait(machine.makeWaitID(), count: 1, for: 2)
        _ = machine.append("a")

        // When the first wait expires, the second one gets the element
        #expect(Self.summary(machine.expire(blocking)) == ["1 timed out after a", "2 delivered a"])
    }

    @Test func expiringOrCancellingAWaitThatEndedIsANoOp() {
        var machine = Machine()
        let id = machine.makeWaitID()
        _ = machine.append("a")
        _ = machine.wait(id, count: 1, for: 1)

        #expect(machine.expire(id).isEmpty)
        #expect(machine.cancel(id).isEmpty)
        #expect(machine.cancel(machine.makeWaitID()).isEmpty)
    }

    @Test func aCancelledWaitEndsAndLetsTheWaitsBehindItBeServed() {
        var machine = Machine()
        let cancelled = machine.makeWaitID()
        _ = machine.wait(cancelled, count: 2, for: 1)
        _ = machine.wait(machine.makeWaitID(), count: 1, for: 2)
        _ = machine.append("a")

        #expect(Self.summary(machine.cancel(cancelled)) == ["1 cancelled", "2 delivered a"])
        #expect(machine.unclaimed.isEmpty)
    }
}
