import Testing

@testable import Prex

struct TaskTableStateMachineTests {
    @Test func aTaskUnderATakenIDReplacesTheOneFiledThere() {
        var table = TaskTableStateMachine<String>()
        let first = table.reserve(id: TaskID("search"))
        let replacedNothing = table.insert("first", key: first.key, token: first.token)

        let second = table.reserve(id: TaskID("search"))
        let replaced = table.insert("second", key: second.key, token: second.token)

        #expect(replacedNothing == nil)
        #expect(replaced == "first")
        #expect(table.entries.values.map(\.handle) == ["second"])
    }

    @Test func tasksWithoutAnIDNeverReplaceEachOther() {
        var table = TaskTableStateMachine<String>()
        let first = table.reserve(id: nil)
        let second = table.reserve(id: nil)

        let replacedByFirst = table.insert("first", key: first.key, token: first.token)
        let replacedBySecond = table.insert("second", key: second.key, token: second.token)

        #expect(replacedByFirst == nil)
        #expect(replacedBySecond == nil)
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

    @Test func cancellingAnIDRemovesOnlyItsTask() {
        var table = TaskTableStateMachine<String>()
        let search = table.reserve(id: TaskID("search"))
        _ = table.insert("search", key: search.key, token: search.token)
        let page = table.reserve(id: TaskID("page"))
        _ = table.insert("page", key: page.key, token: page.token)

        let cancelled = table.cancel(id: TaskID("search"))
        let cancelledAgain = table.cancel(id: TaskID("search"))
        let removedAfterCancel = table.remove(key: search.key, token: search.token)

        #expect(cancelled == "search")
        #expect(cancelledAgain == nil)
        #expect(!removedAfterCancel)
        #expect(table.entries.values.map(\.handle) == ["page"])
    }

    @Test func closingHandsBackEveryTaskAndRefusesLaterOnes() {
        var table = TaskTableStateMachine<String>()
        let search = table.reserve(id: TaskID("search"))
        _ = table.insert("search", key: search.key, token: search.token)
        let watch = table.reserve(id: nil)
        _ = table.insert("watch", key: watch.key, token: watch.token)

        let running = table.close()
        #expect(Set(running) == ["search", "watch"])
        #expect(table.entries.isEmpty)

        let late = table.reserve(id: TaskID("search"))
        let toCancel = table.insert("late", key: late.key, token: late.token)
        #expect(toCancel == "late")
        #expect(table.entries.isEmpty)
    }

    @Test func idsOfDifferentTypesAreDifferentIDs() {
        #expect(TaskID("1") != TaskID(1))
        #expect(TaskID("search") == TaskID("search"))
        #expect(Set([TaskID("1"), TaskID(1), TaskID("1"), TaskID(1)]).count == 2)
    }
}
