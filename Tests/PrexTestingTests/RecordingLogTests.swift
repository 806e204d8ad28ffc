import Testing

@testable import PrexTesting

/// The state machine behind the recorder and the recording view, with numbers standing in for waiters.
struct RecordingLogTests {
    private typealias Log = RecordingLog<String, Int>

    /// The waiters resumed and what each got, as text: `1 delivered a,b`, `2 timed out after a`, `3 cancelled`.
    private static func summary(_ resumptions: [Log.Resumption]) -> [String] {
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
        var log = Log()
        _ = log.append("a")
        _ = log.append("b")
        _ = log.append("c")

        let first = log.wait(log.makeWaitID(), count: 2, for: 1)
        let second = log.wait(log.makeWaitID(), count: 1, for: 2)

        #expect(Self.summary([first, second].compactMap { $0 }) == ["1 delivered a,b", "2 delivered c"])
        #expect(log.cursor == 3)
        #expect(log.elements == ["a", "b", "c"])
    }

    @Test func aWaitEndsWhenItsLastElementIsRecorded() {
        var log = Log()
        _ = log.append("a")

        let waiting = log.wait(log.makeWaitID(), count: 3, for: 1)
        let afterB = log.append("b")
        let afterC = log.append("c")

        #expect(waiting == nil)
        #expect(afterB.isEmpty)
        #expect(Self.summary(afterC) == ["1 delivered a,b,c"])
    }

    @Test func waitsAreServedInTheOrderTheyStarted() {
        // Given a wait for two elements, then a wait for one
        var log = Log()
        #expect(log.wait(log.makeWaitID(), count: 2, for: 1) == nil)
        #expect(log.wait(log.makeWaitID(), count: 1, for: 2) == nil)

        // When elements arrive one by one, the later wait does not overtake the earlier one
        #expect(log.append("a").isEmpty)
        #expect(Self.summary(log.append("b")) == ["1 delivered a,b"])
        #expect(Self.summary(log.append("c")) == ["2 delivered c"])
    }

    @Test func aWaitForZeroOrFewerElementsEndsAtOnceWithNothing() {
        var log = Log()
        _ = log.append("a")

        let zero = log.wait(log.makeWaitID(), count: 0, for: 1)
        let negative = log.wait(log.makeWaitID(), count: -3, for: 2)

        #expect(Self.summary([zero, negative].compactMap { $0 }) == ["1 delivered ", "2 delivered "])
        #expect(log.cursor == 0)
    }

    @Test func anExpiredWaitReportsWhatArrivedAndLeavesItForTheNextWait() {
        var log = Log()
        let id = log.makeWaitID()
        _ = log.wait(id, count: 3, for: 1)
        _ = log.append("a")

        let expired = log.expire(id)
        let next = log.wait(log.makeWaitID(), count: 1, for: 2)

        #expect(Self.summary(expired) == ["1 timed out after a"])
        #expect(Self.summary([next].compactMap { $0 }) == ["2 delivered a"])
    }

    @Test func expiringAWaitLetsTheWaitsBehindItBeServed() {
        // Given a wait for three holding up a wait for one, with one element recorded
        var log = Log()
        let blocking = log.makeWaitID()
        _ = log.wait(blocking, count: 3, for: 1)
        _ = log.wait(log.makeWaitID(), count: 1, for: 2)
        _ = log.append("a")

        // When the first wait expires, the second one gets the element
        #expect(Self.summary(log.expire(blocking)) == ["1 timed out after a", "2 delivered a"])
    }

    @Test func expiringOrCancellingAWaitThatEndedIsANoOp() {
        var log = Log()
        let id = log.makeWaitID()
        _ = log.append("a")
        _ = log.wait(id, count: 1, for: 1)

        #expect(log.expire(id).isEmpty)
        #expect(log.cancel(id).isEmpty)
        #expect(log.cancel(log.makeWaitID()).isEmpty)
    }

    @Test func aCancelledWaitEndsAndLetsTheWaitsBehindItBeServed() {
        var log = Log()
        let cancelled = log.makeWaitID()
        _ = log.wait(cancelled, count: 2, for: 1)
        _ = log.wait(log.makeWaitID(), count: 1, for: 2)
        _ = log.append("a")

        #expect(Self.summary(log.cancel(cancelled)) == ["1 cancelled", "2 delivered a"])
        #expect(log.unclaimed.isEmpty)
    }
}
