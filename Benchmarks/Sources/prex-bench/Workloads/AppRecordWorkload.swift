import Foundation
import Prex

/// Recording actions with an `ActionLogWriter`: it writes the actions, never the state, so recording over
/// 10,000 contacts costs what recording over the counter costs.
enum AppRecordWorkload {
    /// A writer to a new file in the temporary folder, removed when `body` returns.
    static func withWriter<Action: Encodable & Sendable, Result>(
        _ type: Action.Type, _ body: (ActionLogWriter<Action>) -> Result
    ) -> Result? {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "prex-bench-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        guard let writer = try? ActionLogWriter<Action>(creatingFileAt: url) else { return nil }
        defer { writer.close() }
        return body(writer)
    }

    static let workload = Workload(
        name: "app-record",
        summary: "dispatch recorded by an ActionLogWriter over 10,000 contacts vs over the counter state",
        defaultCount: 100_000
    ) { count, mode in
        let rows = withWriter(AppAction.self) { appWriter in
            withWriter(CounterAction.self) { counterWriter in
                let app = Flux(state: AppState(), mutation: AppMutation(), middleware: [appWriter.middleware])
                let counter = Flux(
                    state: CounterState(), mutation: CounterMutation(), middleware: [counterWriter.middleware])
                let times = mode.compare(count: count, library: app.dispatchTicks, floor: counter.dispatchIncrements)
                return [
                    Row(
                        name: "app record [10k]", count: count, unit: "ns/action", value: times.library,
                        floor: times.floor, floorName: "recording the counter", target: .ratio(1.5))
                ]
            }
        }
        return (rows ?? nil) ?? []
    }
}
