import Testing

@testable import Prex

/// Every transition of a counted task's activity from each of its three states, the ones that must change nothing
/// included.
struct CountedTaskActivityTests {
    @Test(arguments: [
        (CountedTaskActivity.late, CountedTaskActivity.running),
        (.running, .running),
        (.setAside, .setAside),
    ])
    func resumingRunsALateTaskAndLeavesOneSetAsideAside(from: CountedTaskActivity, to: CountedTaskActivity) {
        var activity = from

        activity.resumed()

        #expect(activity == to)
    }

    @Test(arguments: [
        (CountedTaskActivity.late, CountedTaskActivity.late),
        (.running, .running),
        (.setAside, .running),
    ])
    func sleepingOrBeingCancelledEndsASettingAside(from: CountedTaskActivity, to: CountedTaskActivity) {
        var activity = from

        activity.sleptOrCancelled()

        #expect(activity == to)
    }

    @Test(arguments: CountedTaskActivity.allCases)
    func wakingMakesAnyTaskLate(from: CountedTaskActivity) {
        var activity = from

        activity.woke()

        #expect(activity == .late)
    }

    @Test(arguments: [
        (CountedTaskActivity.late, true, CountedTaskActivity.late),
        (.running, true, .setAside),
        (.setAside, true, .setAside),
        (.late, false, .late),
        (.running, false, .running),
    ])
    func onlyARunningTaskAwakeIsSetAside(from: CountedTaskActivity, awake: Bool, to: CountedTaskActivity) {
        var activity = from

        let setAside = activity.setAside(awake: awake)

        #expect(activity == to)
        #expect(setAside == (from != to))
    }
}
