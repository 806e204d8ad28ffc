import Prex

/// A pushed screen's own action: the top screen of a navigation stack 10 screens deep dispatches through its
/// presenter, the top three screens mounted. What a feature on a stack pays for its actions: the scoped dispatch
/// into the stack's element, and the deliveries to the mounted screens.
@MainActor
enum StackElementWorkload {
    nonisolated static let workload = Workload(
        name: "stack-element-10",
        summary: "an action of the top screen of a stack 10 screens deep, the top three mounted",
        defaultCount: 100_000
    ) { count, mode in
        let (app, views) = StackApp.mount(depth: 10, mounted: 3)
        defer { withExtendedLifetime((app, views)) {} }
        guard let top = views.last?.presenter else { preconditionFailure("the top screen is mounted") }
        let value = mode.measure(count: count) { count in
            for _ in 0..<count {
                top.dispatch(.increment)
            }
        }
        return [
            Row(
                name: "stack-element-10", count: count, unit: "ns/action", value: value, floor: nil, floorName: nil,
                target: nil)
        ]
    }
}
