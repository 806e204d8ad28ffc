import GitHubSearch
import Prex

/// Moving to one step of a timeline of the example's session (``ExampleSession``, 1,000 or 10,000 steps): what an
/// inspector does to show a step. `step` reads the step's state (`state(at:)`, the screen drawn from it) and its
/// debug-log entry (`entry(at:)`: the action's name and what it changed); `diff` is `difference(from: n - 1, to: n)`
/// alone. Either on a step that changed one element (a row of the starred list of 51 unstarred) or one that changed
/// a big part of the state (a query's first page loaded: 30 results replace 60). The step is in the last round of
/// the same query in both timelines, so the states there hold the same amount: what differs between the two sizes is
/// the number of steps, which must not change the cost.
enum TimelineStepWorkload {
    /// What the loop asks of the step.
    enum Operation: String {
        case step, diff
    }

    /// What the step's action changed.
    enum Change: String {
        /// One row of the starred list (`starred[50].isStarred`).
        case one
        /// The results: a first page loaded in place of the two pages shown.
        case big
    }

    /// A timeline of the example's session of `steps` steps, and the step that changed what `change` says.
    static func timeline(steps: Int, change: Change) -> (Timeline<SessionLine, GitHubSearch.AppState>, Int) {
        let session = ExampleSession.make(entries: steps)
        let timeline = Timeline(
            initialState: ExampleSession.initialState, mutation: ExampleSession.mutation,
            actions: session.entries.map(SessionLine.init))
        return (timeline, change == .one ? session.unstarStep : session.firstPageStep)
    }

    /// Times `count` moves (or differences) to the step, on a timeline of `steps` steps.
    static func measure(_ operation: Operation, change: Change, steps: Int, count: Int, mode: Workload.Mode) -> Double {
        let (timeline, step) = timeline(steps: steps, change: change)
        return mode.measure(count: count) { count in
            for _ in 0..<count {
                switch operation {
                case .step:
                    Sink.value &+= timeline.state(at: step).starred.count
                    Sink.value &+= timeline.entry(at: step).utf8.count
                case .diff:
                    Sink.value &+= timeline.difference(from: step - 1, to: step).count
                }
            }
        }
    }

    static func workload(_ operation: Operation, change: Change, steps: Int) -> Workload {
        let what =
            operation == .step ? "state(at:) and entry(at:) of a step" : "difference(from: n - 1, to: n) of a step"
        let changed = change == .one ? "one row of 51 changed" : "30 results replaced 60"
        let name = "timeline-\(operation.rawValue)-\(change.rawValue)-\(steps)"
        return Workload(
            name: name,
            summary: "\(what) where \(changed), on a \(steps)-step timeline of the example",
            defaultCount: change == .one ? 200 : 20
        ) { count, mode in
            let time = measure(operation, change: change, steps: steps, count: count, mode: mode)
            // Profiled (counted under callgrind), a workload runs its own loop only.
            guard steps == 10_000, case .compare = mode else {
                return [
                    Row(
                        name: name, count: count, unit: "ns/step", value: time, floor: nil, floorName: nil,
                        target: nil)
                ]
            }
            let small = measure(operation, change: change, steps: 1_000, count: count, mode: mode)
            return [
                Row(
                    name: "timeline \(operation.rawValue) scaling, \(change.rawValue)", count: count, unit: "ns/step",
                    value: time, floor: small, floorName: "1,000 steps", target: .ratio(1.5))
            ]
        }
    }

    static let workloads = [Operation.step, .diff].flatMap { operation in
        [Change.one, .big].flatMap { change in
            [1_000, 10_000].map { workload(operation, change: change, steps: $0) }
        }
    }
}
