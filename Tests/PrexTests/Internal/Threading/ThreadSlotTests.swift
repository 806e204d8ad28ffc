import Dispatch
import Foundation
import Testing

@testable import Prex

/// A reference lent for a call's duration to the code it runs on the same thread, and to no other thread.
@Suite(.timeLimit(.minutes(5)))
struct ThreadSlotTests {
    final class Token: Sendable {
        let number: Int

        init(_ number: Int) {
            self.number = number
        }
    }

    @Test func theObjectIsCurrentWhileTheLendRunsAndOnlyThen() {
        let slot = ThreadSlot<Token>()
        let token = Token(1)

        let during = slot.lend(token) { slot.current }

        #expect(during === token)
        #expect(slot.current == nil)
    }

    @Test func aLendInsideALendRestoresTheOuterObject() {
        let slot = ThreadSlot<Token>()
        let outer = Token(1)
        let inner = Token(2)

        let seen = slot.lend(outer) {
            let innerSeen = slot.lend(inner) { slot.current?.number }
            return [innerSeen, slot.current?.number]
        }

        #expect(seen == [2, 1])
        #expect(slot.current == nil)
    }

    @Test func anotherThreadDoesNotSeeTheObject() {
        let slot = ThreadSlot<Token>()
        let seenElsewhere = Locked<Int?>(0)

        slot.lend(Token(1)) {
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                seenElsewhere.withLock { $0 = slot.current?.number }
                done.signal()
            }
            thread.start()
            done.wait()
        }

        #expect(seenElsewhere.withLock { $0 } == nil)
    }

    @Test func theLendKeepsTheObjectAliveAndLetsItGoAfter() {
        let slot = ThreadSlot<Token>()
        weak var gone: Token?

        let number = slot.lend(Token(7)) {
            gone = slot.current
            return slot.current?.number
        }

        #expect(number == 7)
        #expect(gone == nil)
    }

    @Test func threadsLendingAtOnceEachSeeTheirOwn() {
        let slot = ThreadSlot<Token>()
        let mismatches = Locked(0)

        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<200 {
                let token = Token(thread * 1_000 + round)
                slot.lend(token) {
                    if slot.current !== token {
                        mismatches.withLock { $0 += 1 }
                    }
                }
            }
        }

        #expect(mismatches.withLock { $0 } == 0)
    }
}
