import Testing

@testable import Prex

struct SaveStateMachineTests {
    /// The value a scheduled save will write; `nil` when idle.
    private func waiting(_ machine: SaveStateMachine<Int>) -> Int? {
        guard case .scheduled(let latest) = machine else { return nil }
        return latest
    }

    @Test func theFirstChangeOfABatchSchedulesASave() {
        var machine = SaveStateMachine<Int>.idle

        #expect(machine.changed(to: 1) == .scheduleSave)
        #expect(waiting(machine) == 1)
    }

    @Test func aChangeWhileASaveIsScheduledReplacesWhatItWritesWithoutSchedulingAnother() {
        var machine = SaveStateMachine<Int>.idle
        _ = machine.changed(to: 1)

        #expect(machine.changed(to: 2) == .none)
        #expect(machine.changed(to: 3) == .none)
        #expect(waiting(machine) == 3)
    }

    @Test func theSaveWritesTheLatestChangeAndLeavesNothingWaiting() {
        var machine = SaveStateMachine<Int>.idle
        _ = machine.changed(to: 1)
        _ = machine.changed(to: 2)

        #expect(machine.saveRuns() == 2)
        #expect(waiting(machine) == nil)
    }

    @Test func aSaveWithNothingWaitingWritesNothing() {
        // A flush took the change; the save scheduled before it runs afterwards
        var machine = SaveStateMachine<Int>.idle
        _ = machine.changed(to: 1)
        #expect(machine.saveRuns() == 1)

        #expect(machine.saveRuns() == nil)
        #expect(waiting(machine) == nil)
    }

    @Test func aChangeAfterASaveSchedulesTheNextOne() {
        var machine = SaveStateMachine<Int>.idle
        _ = machine.changed(to: 1)
        _ = machine.saveRuns()

        #expect(machine.changed(to: 2) == .scheduleSave)
        #expect(waiting(machine) == 2)
    }
}
