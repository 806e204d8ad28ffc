import Testing

@testable import Prex

struct TaskTableStateMachineTests {
    @Test func aTaskUnderATakenIDReplacesTheOneFiledThere() {
        var table = TaskTableStateMachine<String>()
        let first = table.reserve(id: TaskID("search"))
        let firstRefused = table.insert("first", key: first.key, token: first.token)

        let second = table.reserve(id: TaskID("search"))
        let secondRefused = table.insert("second", key: second.key, token: second.token)

        #expect(first.replaced.isEmpty)
        #expect(firstRefused == nil)
        #expect(second.replaced == ["first"])
        #expect(secondRefused == nil)
        #expect(table.entries.values.map(\.handle) == ["second"])
    }

    @Test func tasksWithoutAnIDNeverReplaceEachOther() {
        var table = TaskTableStateMachine<String>()
        let first = table.reserve(id: nil)
        let second = table.reserve(id: nil)

        let refusedFirst = table.insert("first", key: first.key, token: first.token)
        let refusedSecond = table.insert("second", key: second.key, token: second.token)

        #expect(first.replaced.isEmpty && second.replaced.isEmpty)
        #expect(refusedFirst == nil && refusedSecond == nil)
        #expect(table.entries.count == 2)
    }

    @Test func aReplacedTaskFinishingLeavesItsSuccessor() {
        var table = TaskTableStateMachine<String>()
        let old = table.reserve(id: TaskID(7))
        _ = table.insert("old", key: old.key, token: old.token)
        let new = table.reserve(id: TaskID(7))
        _ = table.insert("new", key: new.key, token: new.token)

        let removedOld = table.remove(key: old.key, token: old.token)
        #expect(!removedOld)
        #expect(table.entries.values.map(\.handle) == ["new"])
        let removedNew = table.remove(key: new.key, token: new.token)
        #expect(removedNew)
        #expect(table.entries.isEmpty)
    }

    @Test func aTaskThatFinishesBeforeItIsFiledLeavesNothingBehind() {
        // A task started off the main actor may run to its end before its starter files its handle.
        var table = TaskTableStateMachine<String>()
        let start = table.reserve(id: TaskID("sync"))

        let removed = table.remove(key: start.key, token: start.token)
        let refused = table.insert("sync", key: start.key, token: start.token)

        #expect(removed)
        #expect(refused == "sync")
        #expect(table.entries.isEmpty)
    }

    @Test func aStartReplacedBeforeItIsFiledIsCancelledWhenFiled() {
        var table = TaskTableStateMachine<String>()
        let first = table.reserve(id: TaskID("search"))
        let second = table.reserve(id: TaskID("search"))

        let refusedSecond = table.insert("second", key: second.key, token: second.token)
        let refusedFirst = table.insert("first", key: first.key, token: first.token)

        #expect(second.replaced.isEmpty)  // the first had no task yet
        #expect(refusedSecond == nil)
        #expect(refusedFirst == "first")
        #expect(table.entries.values.map(\.handle) == ["second"])
    }

    @Test func cancellingAnIDRemovesOnlyItsTask() {
        var table = TaskTableStateMachine<String>()
        let search = table.reserve(id: TaskID("search"))
        _ = table.insert("search", key: search.key, token: search.token)
        let page = table.reserve(id: TaskID("page"))
        _ = table.insert("page", key: page.key, token: page.token)

        let cancelled = table.cancel(id: TaskID("search"))
        let cancelledAgain = table.cancel(id: TaskID("search"))
        let removedAfterCancel = table.remove(key: search.key, token: search.token)

        #expect(cancelled == ["search"])
        #expect(cancelledAgain.isEmpty)
        #expect(!removedAfterCancel)
        #expect(table.entries.values.map(\.handle) == ["page"])
    }

    @Test func closingHandsBackEveryTaskAndRefusesLaterOnes() {
        var table = TaskTableStateMachine<String>()
        let search = table.reserve(id: TaskID("search"))
        _ = table.insert("search", key: search.key, token: search.token)
        let watch = table.reserve(id: nil)
        _ = table.insert("watch", key: watch.key, token: watch.token)
        let unfiled = table.reserve(id: TaskID("unfiled"))

        let running = table.close()
        #expect(Set(running) == ["search", "watch"])
        #expect(table.entries.isEmpty)
        #expect(table.insert("unfiled", key: unfiled.key, token: unfiled.token) == "unfiled")

        let late = table.reserve(id: TaskID("search"))
        let toCancel = table.insert("late", key: late.key, token: late.token)
        #expect(toCancel == "late")
        #expect(table.entries.isEmpty)
    }

    @Test func tasksStartedAlongsideShareTheirIDAndAreCancelledTogether() {
        var table = TaskTableStateMachine<String>()
        let send = table.reserve(id: TaskID("socket"))
        _ = table.insert("send", key: send.key, token: send.token)
        let receive = table.reserve(id: TaskID("socket"), alongside: true)
        _ = table.insert("receive", key: receive.key, token: receive.token)
        let ping = table.reserve(id: TaskID("socket"), alongside: true)
        _ = table.insert("ping", key: ping.key, token: ping.token)
        let other = table.reserve(id: TaskID("other"), alongside: true)
        _ = table.insert("other", key: other.key, token: other.token)

        #expect(receive.replaced.isEmpty && ping.replaced.isEmpty)
        #expect(table.entries.count == 4)
        let cancelled = table.cancel(id: TaskID("socket"))
        #expect(Set(cancelled) == ["send", "receive", "ping"])
        #expect(table.entries.values.map(\.handle) == ["other"])
        #expect(table.cancel(id: TaskID("socket")).isEmpty)
    }

    @Test func aReplacingStartCancelsTheTasksStartedAlongside() {
        var table = TaskTableStateMachine<String>()
        let first = table.reserve(id: TaskID("socket"), alongside: true)
        _ = table.insert("first", key: first.key, token: first.token)
        let second = table.reserve(id: TaskID("socket"), alongside: true)
        _ = table.insert("second", key: second.key, token: second.token)

        let replacing = table.reserve(id: TaskID("socket"))
        _ = table.insert("replacing", key: replacing.key, token: replacing.token)

        #expect(Set(replacing.replaced) == ["first", "second"])
        #expect(table.entries.values.map(\.handle) == ["replacing"])
    }

    @Test func aTaskStartedAlongsideLeavesOnlyItsOwnEntryWhenItFinishes() {
        var table = TaskTableStateMachine<String>()
        let first = table.reserve(id: TaskID("socket"), alongside: true)
        _ = table.insert("first", key: first.key, token: first.token)
        let second = table.reserve(id: TaskID("socket"), alongside: true)
        _ = table.insert("second", key: second.key, token: second.token)

        let removed = table.remove(key: first.key, token: first.token)
        let removedAgain = table.remove(key: first.key, token: first.token)

        #expect(removed && !removedAgain)
        #expect(table.cancel(id: TaskID("socket")) == ["second"])
        #expect(table.entries.isEmpty)
    }

    @Test func aStartAlongsideCancelledBeforeItIsFiledIsCancelledWhenFiled() {
        var table = TaskTableStateMachine<String>()
        let start = table.reserve(id: TaskID("socket"), alongside: true)

        let cancelled = table.cancel(id: TaskID("socket"))
        let refused = table.insert("late", key: start.key, token: start.token)

        #expect(cancelled.isEmpty)
        #expect(refused == "late")
        #expect(table.entries.isEmpty)
    }

    @Test func closingHandsBackTheTasksStartedAlongside() {
        var table = TaskTableStateMachine<String>()
        let first = table.reserve(id: TaskID("socket"), alongside: true)
        _ = table.insert("first", key: first.key, token: first.token)
        let second = table.reserve(id: TaskID("socket"), alongside: true)
        _ = table.insert("second", key: second.key, token: second.token)

        #expect(Set(table.close()) == ["first", "second"])
        let late = table.reserve(id: TaskID("socket"), alongside: true)
        #expect(table.insert("late", key: late.key, token: late.token) == "late")
        #expect(table.entries.isEmpty)
    }

    @Test func idsOfDifferentTypesAreDifferentIDs() {
        #expect(TaskID("1") != TaskID(1))
        #expect(TaskID("search") == TaskID("search"))
        #expect(Set([TaskID("1"), TaskID(1), TaskID("1"), TaskID(1)]).count == 2)
    }
}
