import Testing

@testable import Prex

/// These tests pin down the callback list's rules: what an iteration sees when callbacks change the list, and
/// that every callback is released.
struct CallbackListTests {
    /// An object a callback captures, to observe when the list lets go of the callback.
    final class Token {}

    @Test func callsEveryCallbackInRegistrationOrderPastTheInitialCapacity() {
        let list = CallbackList<(inout [Int]) -> Void>()
        for number in 0..<100 {
            _ = list.add { $0.append(number) }
        }

        var calls: [Int] = []
        list.forEachCallback { $0(&calls) }

        #expect(calls == Array(0..<100))
        #expect(list.count == 100)
    }

    @Test func removingFromTheMiddleKeepsTheOthersInOrder() {
        let list = CallbackList<(inout [Int]) -> Void>()
        let subscriptions = (0..<10).map { number in list.add { $0.append(number) } }

        list.remove(subscriptions[3])
        list.remove(subscriptions[0])
        list.remove(subscriptions[9])

        var calls: [Int] = []
        list.forEachCallback { $0(&calls) }
        #expect(calls == [1, 2, 4, 5, 6, 7, 8])
    }

    @Test func changesDuringAnIterationApplyFromTheNextOne() {
        // Given a list whose first callback removes the third and adds a new one
        let list = CallbackList<() -> Void>()
        var calls: [String] = []
        var third: Subscription?
        var changed = false
        _ = list.add { [unowned list] in
            calls.append("first")
            guard !changed, let third else { return }
            changed = true
            list.remove(third)
            _ = list.add { calls.append("added") }
        }
        _ = list.add { calls.append("second") }
        third = list.add { calls.append("third") }

        // When it runs twice
        list.forEachCallback { $0() }
        list.forEachCallback { $0() }

        // Then the removed callback is skipped at once, and the added one is called from the second run on
        #expect(calls == ["first", "second", "first", "second", "added"])
    }

    @Test func nestedIterationsSeeTheListAsItWasWhenEachStarted() {
        let list = CallbackList<(Int) -> Void>()
        var calls: [String] = []
        _ = list.add { [unowned list] depth in
            calls.append("a\(depth)")
            if depth == 0 {
                _ = list.add { calls.append("late\($0)") }
                list.forEachCallback { $0(1) }
            }
        }
        _ = list.add { calls.append("b\($0)") }

        list.forEachCallback { $0(0) }

        #expect(calls == ["a0", "a1", "b1", "late1", "b0"])
    }

    @Test func aCallbackThatRemovesItselfRunsToItsEndAndIsThenReleased() {
        // Given a callback that captures a token and removes itself when called
        let list = CallbackList<() -> Void>()
        weak var released: Token?
        var ownSubscription: Subscription?
        var aliveAfterRemoval: Bool?
        do {
            let token = Token()
            released = token
            ownSubscription = list.add { [unowned list] in
                guard let own = ownSubscription else { return }
                list.remove(own)
                aliveAfterRemoval = released != nil
                _ = token
            }
        }

        // When it runs
        list.forEachCallback { $0() }

        // Then what it captured lived until it returned, and is released since
        #expect(aliveAfterRemoval == true)
        #expect(released == nil)
        #expect(list.count == 0)
    }

    @Test func releasesEveryCallbackWithTheList() {
        weak var released: Token?
        do {
            let list = CallbackList<() -> Void>()
            let token = Token()
            released = token
            for _ in 0..<10 {
                _ = list.add { _ = token }
            }
            list.forEachCallback { _ in _ = list.add {} }  // adds while iterating
            #expect(released != nil)
        }
        #expect(released == nil)
    }

    @Test func removeAllOnceIdleLetsTheRunningIterationCallEveryCallback() {
        // Given a list whose first callback asks for every callback to be removed once the list is idle
        let list = CallbackList<() -> Void>()
        weak var released: Token?
        var calls: [String] = []
        _ = list.add { [unowned list] in
            calls.append("first")
            list.removeAllOnceIdle()
            _ = list.add { calls.append("added meanwhile") }
        }
        do {
            let token = Token()
            released = token
            _ = list.add { [unowned list] in
                _ = token
                calls.append("second")
                list.forEachCallback { _ in calls.append("nested") }
            }
        }

        // When it runs
        list.forEachCallback { $0() }

        // Then that iteration (and one nested in it) called every callback it would have called, and once
        // it ended every callback was removed and released, the one added meanwhile too
        #expect(calls == ["first", "second", "nested", "nested", "nested"])
        #expect(list.count == 0)
        #expect(released == nil)
        list.forEachCallback { $0() }
        #expect(calls.count == 5)
    }

    @Test func removeAllOnceIdleRemovesAtOnceWhenNoIterationRuns() {
        let list = CallbackList<() -> Void>()
        weak var released: Token?
        do {
            let token = Token()
            released = token
            _ = list.add { _ = token }
        }

        list.removeAllOnceIdle()

        #expect(list.count == 0)
        #expect(released == nil)
    }
}
